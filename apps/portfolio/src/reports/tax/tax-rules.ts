import { Decimal } from 'decimal.js';

/**
 * The capital-gains rules for listed equity, one table keyed by date. A rule changes on the day a law
 * says it does, so each figure is looked up by the transfer (sale) date or the financial year, never by
 * a section number: the Income-tax Act 2025 renumbers the sections from 1 April 2026.
 */
interface DatedRate {
  /** First transfer date (inclusive) the rate applies to. */
  from: string;
  rate: Decimal;
}

/** s.111A. Finance (No. 2) Act 2024, s.29: 15% up to 22-Jul-2024, 20% for transfers from 23-Jul-2024. */
const STCG_RATES: DatedRate[] = [
  { from: '0000-01-01', rate: new Decimal('0.15') },
  { from: '2024-07-23', rate: new Decimal('0.20') },
];

/**
 * s.112A (inserted by Finance Act 2018 for transfers from 1-Apr-2018). Before it, s.10(38) exempted
 * LTCG on STT-paid listed equity. Finance (No. 2) Act 2024, s.31: 10% up to 22-Jul-2024, 12.5% from
 * 23-Jul-2024.
 */
const LTCG_RATES: DatedRate[] = [
  { from: '0000-01-01', rate: new Decimal(0) },
  { from: '2018-04-01', rate: new Decimal('0.10') },
  { from: '2024-07-23', rate: new Decimal('0.125') },
];

/** s.10(38): LTCG on listed equity transferred before this day is exempt and its losses count for nothing. */
export const LTCG_TAXABLE_FROM = '2018-04-01';

/**
 * s.112A exemption per financial year (by the FY's first year): ₹1,00,000 from FY 2018-19 to FY 2023-24,
 * ₹1,25,000 from FY 2024-25 (Finance (No. 2) Act 2024, s.31). It is a yearly allowance, not a per-sale one.
 */
const LTCG_EXEMPTION: Array<{ fromFy: number; limit: Decimal }> = [
  { fromFy: 0, limit: new Decimal(0) },
  { fromFy: 2018, limit: new Decimal(100000) },
  { fromFy: 2024, limit: new Decimal(125000) },
];

/** s.112A(2)/s.55(2)(ac): equity acquired on or before this day is grandfathered at its FMV of the day. */
export const GRANDFATHER_DATE = '2018-01-31';

/** Long-term when held more than 12 months (s.2(42A) proviso for listed equity and equity-oriented units). */
export const LONG_TERM_MONTHS = 12;

/**
 * Years a loss may be carried forward and set off (the loss year not counted): s.74 capital losses 8,
 * s.73(4) speculative 4, s.72(3) non-speculative business 8. Only for returns filed on time (s.80).
 */
export const CARRY_FORWARD_YEARS = {
  short_term_capital: 8,
  long_term_capital: 8,
  speculative: 4,
  non_speculative: 8,
} as const;

function rateOn(table: DatedRate[], day: string): Decimal {
  let found = table[0].rate;
  for (const row of table) if (day >= row.from) found = row.rate;
  return found;
}

export const stcgRate = (sellDate: string): Decimal => rateOn(STCG_RATES, sellDate);
export const ltcgRate = (sellDate: string): Decimal => rateOn(LTCG_RATES, sellDate);

export function ltcgExemption(fyStart: number): Decimal {
  let found = LTCG_EXEMPTION[0].limit;
  for (const row of LTCG_EXEMPTION) if (fyStart >= row.fromFy) found = row.limit;
  return found;
}

/** The same day n months on; the 29th-31st fall back to the month's last day (29-Feb + 12 months = 28-Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export function addDays(day: string, days: number): string {
  const t = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "More than 12 months": a sale on the anniversary itself is still short-term. */
export const isLongTerm = (buyDate: string, sellDate: string, months = LONG_TERM_MONTHS): boolean =>
  sellDate > addMonths(buyDate, months);

/** The first day a lot bought on `buyDate` sells long-term. */
export const longTermFrom = (buyDate: string, months = LONG_TERM_MONTHS): string =>
  addDays(addMonths(buyDate, months), 1);

/**
 * The cost the law allows per share for equity bought on or before 31-Jan-2018 and sold long-term:
 * max(actual cost, min(FMV, sale price)). Per share is the same as per lot since all three scale alike.
 */
export function grandfatheredCost(actual: Decimal, fmv: Decimal, salePrice: Decimal): Decimal {
  return Decimal.max(actual, Decimal.min(fmv, salePrice));
}
