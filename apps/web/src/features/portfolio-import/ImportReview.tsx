import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { ImportSchema } from './csvSchema';
import type { Draft } from './csvValidate';

const PREVIEW_ROWS = 8;

/** What the check found: file problems, each row's errors by line, and a preview of the rows to send. */
export function ImportReview({
  schema,
  drafts,
  problems,
  notes,
}: {
  schema: ImportSchema;
  drafts: readonly Draft[];
  problems: readonly string[];
  notes: readonly string[];
}) {
  const bad = drafts.filter((d) => d.errors.length > 0);
  const good = drafts.filter((d) => d.item);
  const shown = schema.fields
    .filter((f) => f.required || good.some((d) => d.item?.[f.key] !== undefined))
    .map((f) => f.key);
  const columns = schema.kind === 'rollover-history' ? shown.filter((k) => k !== 'exchange') : shown;
  return (
    <div className="pf-review" aria-live="polite">
      {problems.length > 0 && (
        <ul className="pf-review__problems" role="alert">
          {problems.map((p) => (
            <li key={p}>
              <AlertTriangle size={14} aria-hidden="true" /> {p}
            </li>
          ))}
        </ul>
      )}
      {notes.map((n) => (
        <p key={n} className="field__hint">
          {n}
        </p>
      ))}
      {drafts.length > 0 && (
        <p className={bad.length ? 'pf-review__summary tone-negative' : 'pf-review__summary tone-positive'}>
          {bad.length ? <AlertTriangle size={15} aria-hidden="true" /> : <CheckCircle2 size={15} aria-hidden="true" />}
          {good.length} of {drafts.length} row{drafts.length === 1 ? '' : 's'} ready
          {bad.length ? ` · ${bad.length} with errors` : ''}
        </p>
      )}
      {bad.length > 0 && (
        <ul className="pf-review__errors" aria-label="Row errors">
          {bad.map((d) => (
            <li key={d.line}>
              <strong>Row {d.line}:</strong> {d.errors.join('; ')}
            </li>
          ))}
        </ul>
      )}
      {good.length > 0 && (
        <div className="table-scroll pf-review__preview">
          <table className="table">
            <caption className="visually-hidden">Rows to import</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                {columns.map((k) => (
                  <th key={k} scope="col">
                    {k}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {good.slice(0, PREVIEW_ROWS).map((d) => (
                <tr key={d.line}>
                  <td className="num">{d.line}</td>
                  {columns.map((k) => (
                    <td key={k} className="num">
                      {d.item?.[k] === undefined ? '—' : String(d.item[k])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {good.length > PREVIEW_ROWS && (
            <p className="field__hint pf-review__more">and {good.length - PREVIEW_ROWS} more</p>
          )}
        </div>
      )}
    </div>
  );
}
