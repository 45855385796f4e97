import { Download } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../shared/ui';
import { templateCsv, type ImportSchema } from './csvSchema';

/** Offers the kind's template as a file download. */
function downloadTemplate(schema: ImportSchema) {
  const url = URL.createObjectURL(new Blob([templateCsv(schema)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${schema.kind}-template.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The expected columns of one import, documented, with the template to download. */
export function ExpectedColumns({ schema }: { schema: ImportSchema }) {
  const required = schema.fields.filter((f) => f.required);
  return (
    <div className="pf-columns">
      <div className="pf-columns__head">
        <p className="pf-columns__required">
          Needs the columns <strong>{required.map((f) => f.key).join(', ')}</strong>
          {schema.fields.length > required.length && `; ${schema.fields.length - required.length} more are optional`}.
        </p>
        <Button size="sm" icon={<Download size={14} />} onClick={() => downloadTemplate(schema)}>
          Download template
        </Button>
      </div>
      <details>
        <summary>Expected columns</summary>
        <p className="field__hint">
          The first row names the columns (any order; case, spaces and underscores do not matter). Columns marked * are
          required. Dates as yyyy-mm-dd or dd-mm-yyyy; amounts in rupees.
        </p>
        <table className="pf-columns__table">
          <tbody>
            {schema.fields.map((f) => (
              <tr key={f.key}>
                <th scope="row">
                  <code>{f.key}</code>
                  {f.required && (
                    <span className="pf-required" aria-label="required">
                      {' '}
                      *
                    </span>
                  )}
                </th>
                <td>
                  {f.description}
                  {f.aliases.length > 0 && (
                    <span className="cell-sub">Also read from: {f.aliases.slice(0, 4).join(', ')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}

/** Where the CSV comes from: a file the user picks, or text pasted into the box. */
export function CsvSource({
  text,
  fileName,
  onFile,
  onText,
  disabled,
}: {
  text: string;
  fileName: string | null;
  onFile: (file: File) => void;
  onText: (text: string) => void;
  disabled?: boolean;
}) {
  const fileId = useId();
  const pasteId = useId();
  return (
    <div className="pf-source">
      <div className="field">
        <label className="field__label" htmlFor={fileId}>
          CSV file
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="pf-file"
          disabled={disabled}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onFile(file);
            e.target.value = '';
          }}
        />
        {fileName && <p className="field__hint">Loaded {fileName}</p>}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={pasteId}>
          Or paste CSV
        </label>
        <textarea
          id={pasteId}
          className="input pf-paste"
          rows={5}
          spellCheck={false}
          value={text}
          disabled={disabled}
          onChange={(e) => onText(e.target.value)}
          placeholder="tradingSymbol,exchange,buyPrice,quantity"
        />
      </div>
    </div>
  );
}
