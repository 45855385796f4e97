import type { LedgerTrade } from '@app/contracts';
import { dateText } from './cells.js';
import type { ParsedFile } from './parsed-file.js';

const SEGMENT_WORDS: Record<LedgerTrade['segment'], string> = {
  EQ: 'equity',
  FO: 'F&O',
  COM: 'commodity',
  MF: 'mutual funds',
};

/** "Holdings Statement as on 2025-03-31" -> 2025-03-31. */
export function asOfFrom(preamble: readonly string[]): string | null {
  for (const line of preamble) {
    const m = /as on\s+(.+)$/i.exec(line);
    const d = m && dateText(m[1]);
    if (d) return d;
  }
  return null;
}

/** "Tradebook for Equity from 2024-04-01 to 2025-03-31" -> the two days. */
export function periodFrom(preamble: readonly string[]): [string, string] | null {
  for (const line of preamble) {
    const m = /from\s+(\S+)\s+to\s+(\S+)/i.exec(line);
    const a = m && dateText(m[1]);
    const b = m && dateText(m[2]);
    if (a && b) return [a, b];
  }
  return null;
}

function span(days: string[]): string {
  if (days.length === 0) return '';
  let lo = days[0];
  let hi = days[0];
  for (const d of days) {
    if (d < lo) lo = d;
    if (d > hi) hi = d;
  }
  return `, ${lo} to ${hi}`;
}

/** Human words for what a parsed file is, e.g. "Console tradebook (equity, CSV), 2024-04-01 to 2025-03-31". */
export function describe(file: ParsedFile, container: 'CSV' | 'XLSX', preamble: readonly string[]): string {
  switch (file.format) {
    case 'console-tradebook-csv':
    case 'console-tradebook-xlsx': {
      const segments = [...new Set(file.trades.map((t) => SEGMENT_WORDS[t.segment]))];
      const what = segments.length ? segments.join(' and ') : 'no valid trades';
      const period = periodFrom(preamble);
      const range = period ? `, ${period[0]} to ${period[1]}` : span(file.trades.map((t) => t.trade_date));
      return `Console tradebook (${what}, ${container})${range}`;
    }
    case 'console-holdings-xlsx': {
      const asOf = asOfFrom(preamble);
      return `Console holdings statement (${container})${asOf ? `, as on ${asOf}` : ''}`;
    }
    case 'kite-holdings-csv':
      return `Kite holdings (${container})`;
    case 'console-dividends': {
      const period = periodFrom(preamble);
      const range = period ? `, ${period[0]} to ${period[1]}` : span(file.dividends.map((d) => d.ex_date));
      return `Console dividend statement (${container})${range}`;
    }
    case 'positions-csv':
      return `Positions (${container})`;
    case 'mapped':
      return `Mapped columns: ${file.kind}s (${container})`;
    default:
      return `Columns not recognised (${container}): map them to import`;
  }
}
