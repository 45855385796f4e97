import { parse } from 'csv-parse/sync';
import { Decimal } from 'decimal.js';

/** The series whose shares are listed equity for s.112A: EQ, trade-to-trade BE, surveillance BZ, SME SM. */
const EQUITY_SERIES = new Set(['EQ', 'BE', 'BZ', 'SM']);
const NEEDED = ['SYMBOL', 'SERIES', 'HIGH', 'TIMESTAMP', 'ISIN'] as const;

export class BhavcopyError extends Error {}

/**
 * ISIN -> HIGH from NSE's old-format bhavcopy of 31 Jan 2018 (`cm31JAN2018bhav.csv`: SYMBOL, SERIES,
 * OPEN, HIGH, LOW, CLOSE, LAST, PREVCLOSE, TOTTRDQTY, TOTTRDVAL, TIMESTAMP, TOTALTRADES, ISIN). Every
 * row must be of that day: another day's file would quietly give wrong costs, so it is refused, naming
 * the line. Of two rows for one ISIN (EQ and BE the same day) the higher HIGH counts: the law takes the
 * highest price quoted.
 */
export function bhavcopyHighs(text: string): Map<string, string> {
  const rows = parse(text, { columns: (h: string[]) => h.map((c) => c.trim()), skip_empty_lines: true, trim: true });
  const first = (rows as Record<string, string>[])[0];
  const missing = NEEDED.filter((c) => !first || !(c in first));
  if (missing.length > 0) throw new BhavcopyError(`bhavcopy lacks the column(s) ${missing.join(', ')}`);
  const highs = new Map<string, string>();
  (rows as Record<string, string>[]).forEach((r, i) => {
    const line = i + 2;
    if (r.TIMESTAMP.toUpperCase() !== '31-JAN-2018')
      throw new BhavcopyError(`line ${line}, column TIMESTAMP: ${r.TIMESTAMP} is not 31-JAN-2018`);
    if (!EQUITY_SERIES.has(r.SERIES) || !r.ISIN) return;
    if (!/^\d+(\.\d+)?$/.test(r.HIGH)) throw new BhavcopyError(`line ${line}, column HIGH: "${r.HIGH}" is not a price`);
    const known = highs.get(r.ISIN);
    if (known === undefined || new Decimal(r.HIGH).gt(known)) highs.set(r.ISIN, r.HIGH);
  });
  return highs;
}
