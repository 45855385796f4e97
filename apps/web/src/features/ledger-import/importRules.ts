import type {
  ImportFormat,
  ImportPreview,
  ImportProblem,
  ImportStatus,
  ImportSummary,
} from '@app/contracts/ledger/types';
import type { BadgeTone } from '../../shared/ui';

/** The detected format in words, when the server sent none of its own. */
export const FORMAT_WORDS: Record<ImportFormat, string> = {
  'console-tradebook-csv': 'Zerodha Console tradebook (CSV)',
  'console-tradebook-xlsx': 'Zerodha Console tradebook (Excel)',
  'console-holdings-xlsx': 'Zerodha Console holdings statement (Excel)',
  'kite-holdings-csv': 'Kite holdings (CSV)',
  'console-dividends': 'Zerodha Console dividend statement',
  'positions-csv': "This app's positions CSV",
  mapped: 'Your own columns (mapped)',
  unknown: 'Unrecognised file: map its columns',
};

export function formatInWords(imp: Pick<ImportSummary, 'format' | 'detected'>): string {
  return imp.detected?.trim() || FORMAT_WORDS[imp.format] || imp.format;
}

/** The counts a preview shows, in order; positions only when the file has any. */
export const COUNT_KINDS = [
  { key: 'trade', label: 'Trades' },
  { key: 'holding', label: 'Holdings' },
  { key: 'dividend', label: 'Dividends' },
  { key: 'position', label: 'Positions', optional: true },
  { key: 'duplicate', label: 'Duplicates' },
  { key: 'invalid', label: 'Invalid' },
] as const;

export function countsOf(imp: Pick<ImportSummary, 'counts'>): Array<{ key: string; label: string; value: number }> {
  return COUNT_KINDS.map((k) => ({ key: k.key, label: k.label, value: imp.counts?.[k.key] ?? 0 })).filter(
    (c) => c.value > 0 || !COUNT_KINDS.find((k) => k.key === c.key && 'optional' in k),
  );
}

/** Rows a commit would write (duplicates and invalid rows are not written). */
export function rowsToWrite(imp: Pick<ImportSummary, 'counts'>): number {
  return ['trade', 'holding', 'dividend', 'position'].reduce((n, k) => n + (imp.counts?.[k] ?? 0), 0);
}

export const STATUS_TEXT: Record<ImportStatus, { label: string; tone: BadgeTone }> = {
  preview: { label: 'Preview', tone: 'info' },
  'needs-mapping': { label: 'Needs mapping', tone: 'warning' },
  committing: { label: 'Committing', tone: 'primary' },
  committed: { label: 'Committed', tone: 'success' },
  undone: { label: 'Undone', tone: 'neutral' },
  failed: { label: 'Failed', tone: 'danger' },
};

const plural = (n: number, one: string) => `${n.toLocaleString('en-IN')} ${one}${n === 1 ? '' : 's'}`;

/** Whether Commit may be pressed, and if not, the reason shown beside it. */
export function commitState(imp: Pick<ImportPreview, 'status' | 'counts' | 'problems_total'>): {
  enabled: boolean;
  reason: string | null;
} {
  const no = (reason: string) => ({ enabled: false, reason });
  switch (imp.status) {
    case 'needs-mapping':
      return no('Map the required columns first.');
    case 'committing':
      return no('Committing...');
    case 'committed':
      return no('This import is committed.');
    case 'undone':
      return no('This import was undone.');
    case 'failed':
      return no('This import failed: upload the file again.');
    case 'preview':
      break;
  }
  if (imp.problems_total > 0)
    return no(`Resolve ${plural(imp.problems_total, 'problem')} first: nothing is written while problems remain.`);
  if (rowsToWrite(imp) === 0) return no('Nothing new to import: every row is already in your ledger.');
  return { enabled: true, reason: null };
}

export interface ProblemFilter {
  text: string;
  /** A column header, or '' for every column. */
  column: string;
}

/** The problems whose line, column, field or message match the filter. */
export function filterProblems<P extends ImportProblem>(problems: readonly P[], filter: ProblemFilter): P[] {
  const text = filter.text.trim().toLowerCase();
  return problems.filter((p) => {
    if (filter.column && (p.column ?? '') !== filter.column) return false;
    if (!text) return true;
    if (/^\d+$/.test(text)) return String(p.line) === text;
    return [p.message, p.column, p.field].some((v) => (v ?? '').toLowerCase().includes(text));
  });
}

/** The columns problems were found in, for the filter's select ('' stands for the whole row). */
export function problemColumns(problems: readonly ImportProblem[]): string[] {
  return [...new Set(problems.map((p) => p.column ?? ''))].filter(Boolean).sort();
}
