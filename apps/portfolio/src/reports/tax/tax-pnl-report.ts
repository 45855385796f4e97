import { Decimal } from 'decimal.js';
import {
  TAX_SECTIONS,
  type DividendEntry,
  type TaxDividendRow,
  type TaxPnlReply,
  type TaxSectionSummary,
  type TaxTradeRow,
} from '@app/contracts';
import type { KeyHistory } from '../../ledger/lot-engine.js';
import type { LotAction } from '../../ledger/lot-types.js';
import type { FmvLookup } from './fmv-31-jan-2018.js';
import { fyBounds, fyLabel } from './indian-financial-year.js';
import { setOffThrough } from './set-off.js';
import { computation } from './tax-computation.js';
import { collectExits } from './tax-exits.js';
import { SECTION_LABELS } from './tax-sections.js';
import { emptyYear } from './year-figures.js';

export interface TaxPnlInput {
  histories: readonly KeyHistory[];
  actions: readonly LotAction[];
  dividends: readonly DividendEntry[];
  fy: number;
  fmv: FmvLookup;
  /** F&O and commodity contracts' expiry days by ledger key, from their trades. */
  expiries?: ReadonlyMap<string, string>;
}

/** Contracts still open after an expiry inside the year: expired or exercised, with no exit in the tradebook. */
function openPastExpiry(input: TaxPnlInput, from: string, to: string): string[] {
  const out: string[] = [];
  for (const h of input.histories) {
    const expiry = input.expiries?.get(h.key);
    if (expiry && expiry >= from && expiry <= to && h.lots.some((l) => l.open.gt(0))) out.push(h.symbol);
  }
  return out.sort();
}

function summaries(rows: readonly TaxTradeRow[]): TaxSectionSummary[] {
  return TAX_SECTIONS.map((section) => {
    const mine = rows.filter((r) => r.section === section);
    const sum = (f: 'profit' | 'taxable_profit' | 'turnover') =>
      mine.reduce((s, r) => s.plus(r[f]), new Decimal(0)).toFixed(2);
    return {
      section,
      label: SECTION_LABELS[section],
      profit: sum('profit'),
      taxable_profit: sum('taxable_profit'),
      turnover: sum('turnover'),
      rows: mine.length,
    };
  });
}

function dividendRows(all: readonly DividendEntry[], from: string, to: string): TaxDividendRow[] {
  return all
    .filter((d) => d.status === 'received' && d.ex_date >= from && d.ex_date <= to)
    .map((d) => ({
      symbol: d.symbol,
      isin: d.isin,
      ex_date: d.ex_date,
      quantity: d.quantity,
      per_share: d.per_share,
      amount: new Decimal(d.amount).toFixed(2),
    }))
    .sort((a, b) => a.ex_date.localeCompare(b.ex_date) || a.symbol.localeCompare(b.symbol));
}

/** The Tax P&L of one financial year from the user's lots, with the set-off run from their first year. */
export function taxPnlReport(input: TaxPnlInput): TaxPnlReply {
  const { from, to } = fyBounds(input.fy);
  const exits = collectExits(input.histories, input.actions, input.fy, input.fmv);
  const result = setOffThrough(exits.years, input.fy, emptyYear);
  const year = exits.years.get(input.fy) ?? emptyYear();
  const dividends = dividendRows(input.dividends, from, to);
  const dividendTotal = dividends.reduce((s, d) => s.plus(d.amount), new Decimal(0));
  const warnings = [
    'Tax shown is at the flat rates only, before surcharge and the 4% health and education cess; intraday, F&O, non-equity short-term gains and dividends are taxed at your slab rate.',
    'Profits are gross of brokerage, STT and other charges (STT is never deductible from capital gains).',
    'F&O and intraday turnover is the sum of each trade’s absolute profit or loss (ICAI guidance note on tax audit).',
    'Losses are carried forward only if the return of their year was filed by its due date.',
  ];
  if (exits.fmvMissing.size > 0)
    warnings.push(
      `The 31 Jan 2018 fair market value is not known for ${[...exits.fmvMissing].sort().join(', ')}: their actual cost was used, which may overstate the gain.`,
    );
  if (exits.unknownBasis > 0)
    warnings.push(
      `${exits.unknownBasis} exit(s) have no known purchase (sold before the imported history starts): left out of the totals. Import an older tradebook or a holdings statement to count them.`,
    );
  const expired = openPastExpiry(input, from, to);
  if (expired.length > 0)
    warnings.push(
      `${expired.join(', ')} expired in the year with no closing trade (expired worthless or settled by the exchange): their result is not in this report.`,
    );
  if (!year.nonEquityLongTerm.isZero())
    warnings.push(
      `Non-equity long-term gains of ₹${year.nonEquityLongTerm.toFixed(2)} are taxed under s.112 (12.5% from 23 Jul 2024) and are not in the flat-rate tax above.`,
    );
  return {
    fy: fyLabel(input.fy),
    from,
    to,
    sections: summaries(exits.rows),
    rows: exits.rows,
    dividends: { rows: dividends, total: dividendTotal.toFixed(2) },
    set_off: result.steps,
    computation: computation(input.fy, result.remaining, year.nonEquityShortTerm, dividendTotal),
    carried_forward: result.carriedOut,
    unknown_basis: exits.unknownBasis,
    warnings,
  };
}
