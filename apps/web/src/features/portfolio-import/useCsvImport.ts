import { useRef, useState } from 'react';
import { ApiError, errorText } from '../../shared/api/apiError';
import { searchSecurities } from '../instruments';
import { importApi } from './importApi';
import { todayIst } from '../../shared/format/dates';
import { parseCsv } from './csvParse';
import { IMPORT_SCHEMAS, type ImportKind } from './csvSchema';
import { MAX_IMPORT_ROWS, validateRows, type Draft } from './csvValidate';
import { importBody } from './importBody';
import { completeDrafts, resolveInstruments } from './resolveTokens';
import { rowErrorsFromDetails } from './serverErrors';

export type ImportPhase = 'idle' | 'checking' | 'review' | 'sending';

/** Search limit for token look-ups (the search's usual 5); the exact symbol ranks first. */
const LOOKUP_LIMIT = 5;

/** Parse, check, look up tokens, then send: the CSV import's steps and what each found. */
export function useCsvImport(kind: ImportKind) {
  const schema = IMPORT_SCHEMAS[kind];
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [notes, setNotes] = useState<string[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const run = useRef(0);

  const reset = () => {
    run.current++;
    setPhase('idle');
    setDrafts([]);
    setProblems([]);
    setNotes([]);
    setProgress(null);
  };

  const check = async (text: string) => {
    const id = ++run.current;
    setPhase('checking');
    setDrafts([]);
    setProgress(null);
    const parsed = parseCsv(text, schema.fields);
    const found = [...parsed.problems];
    const ignored = parsed.headers?.ignored ?? [];
    setNotes(ignored.length ? [`Ignored column${ignored.length > 1 ? 's' : ''}: ${ignored.join(', ')}`] : []);
    if (parsed.rows.length > MAX_IMPORT_ROWS)
      found.push(`At most ${MAX_IMPORT_ROWS} rows per import; this file has ${parsed.rows.length}`);
    const fatal = parsed.problems.length > 0 || parsed.rows.length > MAX_IMPORT_ROWS;
    if (fatal) {
      setProblems(found);
      setPhase('review');
      return;
    }
    let checked = validateRows(kind, parsed.rows, todayIst());
    try {
      const lookups = checked.flatMap((d) => (d.lookup ? [d.lookup] : []));
      const hits = await resolveInstruments(
        lookups,
        (q) => searchSecurities(q, LOOKUP_LIMIT),
        4,
        (done, total) => id === run.current && setProgress({ done, total }),
      );
      checked = completeDrafts(kind, checked, hits);
    } catch (e) {
      found.push(`Could not look the instruments up: ${errorText(e, 'search failed')}. Try again.`);
      checked = checked.map((d) => ({ ...d, item: null }));
    }
    if (id !== run.current) return;
    setProblems(found);
    setDrafts(checked);
    setPhase('review');
  };

  /** Sends every row; answers the number imported, or null after putting the server's reasons on their rows. */
  const send = async (): Promise<number | null> => {
    const out = importBody(schema, drafts);
    if ('error' in out) {
      setProblems((p) => [...p.filter((x) => !x.startsWith('Fix the')), out.error]);
      return null;
    }
    setPhase('sending');
    try {
      return await importApi.importRows(schema.path, out.body);
    } catch (e) {
      const details = e instanceof ApiError ? (e.details ?? []) : [];
      const { byLine, general } = rowErrorsFromDetails(details, out.lines, schema.listKey);
      setDrafts((list) =>
        list.map((d) => (byLine.has(d.line) ? { ...d, item: null, errors: [...d.errors, ...byLine.get(d.line)!] } : d)),
      );
      setProblems((p) => [...p, ...(general.length || byLine.size ? general : [errorText(e, 'The import failed')])]);
      return null;
    } finally {
      setPhase('review');
    }
  };

  return { schema, phase, drafts, problems, notes, progress, check, send, reset };
}
