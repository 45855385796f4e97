import { Decimal } from 'decimal.js';
import { TAX_SECTIONS, type TaxSection, type TaxTradeRow } from '@app/contracts';
import type { KeyHistory } from '../../ledger/lot-engine.js';
import type { LotAction, WorkingDisposal, WorkingLot } from '../../ledger/lot-types.js';
import type { FmvLookup } from './fmv-31-jan-2018.js';
import { fyStartOf } from './indian-financial-year.js';
import { emptyYear, type RateBucket, type YearFigures } from './year-figures.js';
import { isDerivativeKey, isNonEquity, nonEquityLongTermMonths } from './tax-sections.js';
import { GRANDFATHER_DATE, LTCG_TAXABLE_FROM, daysBetween, isLongTerm, ltcgRate, stcgRate } from './tax-rules.js';

const ZERO = new Decimal(0);
const RATE_15 = new Decimal('0.15');
const RATE_10 = new Decimal('0.10');

/** What one walk over the ledger gives: every year's figures for the set-off, the asked year's rows. */
export interface TaxExits {
  years: Map<number, YearFigures>;
  rows: TaxTradeRow[];
  unknownBasis: number;
  fmvMissing: Set<string>;
}

export function sectionOf(key: string, lot: WorkingLot, d: WorkingDisposal): TaxSection {
  if (key.startsWith('FO:')) return 'fno';
  if (key.startsWith('COM:')) return 'commodity';
  // Any share or unit bought and sold the same day without delivery is speculative (s.43(5)).
  if (d.intraday) return 'equity_intraday';
  if (isNonEquity(lot.isin, lot.symbol))
    return isLongTerm(lot.buyDate, d.sellDate, nonEquityLongTermMonths(lot.symbol, lot.buyDate, d.sellDate))
      ? 'non_equity_long_term'
      : 'non_equity_short_term';
  return isLongTerm(lot.buyDate, d.sellDate) ? 'equity_long_term' : 'equity_short_term';
}

/** Product of the split factors of an ISIN with ex-date after 31-Jan-2018 and on or before the sale. */
function splitsSince2018(splits: readonly LotAction[], sellDate: string): Decimal {
  let f = new Decimal(1);
  for (const a of splits)
    if (a.exDate > GRANDFATHER_DATE && a.exDate <= sellDate) f = f.times(a.numerator).div(a.denominator);
  return f;
}

interface Taxable {
  taxable: Decimal;
  fmv: Decimal | null;
  rate: Decimal | null;
  notes: string[];
}

function equityLongTerm(
  lot: WorkingLot,
  d: WorkingDisposal,
  splits: readonly LotAction[],
  fmvOf: FmvLookup,
  missing: Set<string>,
): Taxable {
  const sell = d.price.times(d.quantity);
  if (d.sellDate < LTCG_TAXABLE_FROM)
    return {
      taxable: ZERO,
      fmv: null,
      rate: null,
      notes: ['Exempt: long-term gain on listed equity sold before 1 April 2018'],
    };
  const rate = ltcgRate(d.sellDate);
  if (lot.buyDate > GRANDFATHER_DATE)
    return { taxable: sell.minus(d.cost.times(d.quantity)), fmv: null, rate, notes: [] };
  const high = lot.isin ? fmvOf(lot.isin) : null;
  if (!high) {
    missing.add(lot.symbol);
    return {
      taxable: sell.minus(d.cost.times(d.quantity)),
      fmv: null,
      rate,
      notes: ['Bought on or before 31 Jan 2018: FMV of that day not known, actual cost used'],
    };
  }
  const fmv = high.div(splitsSince2018(splits, d.sellDate));
  const cost = Decimal.max(d.cost, Decimal.min(fmv, d.price));
  return {
    taxable: d.price.minus(cost).times(d.quantity),
    fmv,
    rate,
    notes: ['Grandfathered: cost is max(actual, min(FMV, sale))'],
  };
}

/** An exit's section, the gain the law taxes and its rate (capital gains on equity only). */
export function exitTaxable(
  key: string,
  lot: WorkingLot,
  d: WorkingDisposal,
  splits: readonly LotAction[],
  fmvOf: FmvLookup,
  fmvMissing: Set<string>,
): Taxable & { section: TaxSection } {
  const section = sectionOf(key, lot, d);
  if (section === 'equity_long_term') return { section, ...equityLongTerm(lot, d, splits, fmvOf, fmvMissing) };
  const taxable = d.price.minus(d.cost).times(d.quantity);
  const rate = section === 'equity_short_term' ? stcgRate(d.sellDate) : null;
  return { section, taxable, fmv: null, rate, notes: [] };
}

/** Splits per ISIN, for dividing the 2018 FMV into today's shares. */
export function splitsByIsinOf(actions: readonly LotAction[]): Map<string, LotAction[]> {
  const out = new Map<string, LotAction[]>();
  for (const a of actions) if (a.kind === 'split') out.set(a.isin, [...(out.get(a.isin) ?? []), a]);
  return out;
}

function bucketOfRate(section: 'st' | 'lt', rate: Decimal): RateBucket {
  if (section === 'st') return rate.eq(RATE_15) ? 'stcg_15' : 'stcg_20';
  return rate.eq(RATE_10) ? 'ltcg_10' : 'ltcg_12_5';
}

export function addToYear(y: YearFigures, section: TaxSection, taxable: Decimal, rate: Decimal | null): void {
  switch (section) {
    case 'equity_intraday':
      y.speculative = y.speculative.plus(taxable);
      return;
    case 'fno':
    case 'commodity':
      y.nonSpeculative = y.nonSpeculative.plus(taxable);
      y.nonSpeculativeTurnover = y.nonSpeculativeTurnover.plus(taxable.abs());
      return;
    case 'non_equity_short_term':
      y.nonEquityShortTerm = y.nonEquityShortTerm.plus(taxable);
      return;
    case 'non_equity_long_term':
      y.nonEquityLongTerm = y.nonEquityLongTerm.plus(taxable);
      return;
    default: {
      // An exempt long-term sale (rate null or zero) neither gains nor loses anything the law counts.
      if (!rate || rate.isZero()) return;
      const kind = section === 'equity_short_term' ? 'st' : 'lt';
      if (taxable.gte(0)) {
        const b = bucketOfRate(kind, rate);
        y.gains[b] = y.gains[b].plus(taxable);
      } else if (kind === 'st') y.shortTermLoss = y.shortTermLoss.plus(taxable.neg());
      else y.longTermLoss = y.longTermLoss.plus(taxable.neg());
    }
  }
}

/**
 * One walk over every disposal of every lot: each adds to its financial year's figures (all years up to
 * the asked one, for the set-off) and the asked year's become rows. 50,000 trades are one pass.
 */
export function collectExits(
  histories: Iterable<KeyHistory>,
  actions: readonly LotAction[],
  fyStart: number,
  fmvOf: FmvLookup,
): TaxExits {
  const splitsByIsin = splitsByIsinOf(actions);
  const years = new Map<number, YearFigures>();
  const rows: TaxTradeRow[] = [];
  const fmvMissing = new Set<string>();
  let unknownBasis = 0;
  for (const h of histories)
    for (const lot of h.lots)
      for (const d of lot.disposals) {
        const fy = fyStartOf(d.sellDate);
        if (fy > fyStart) continue;
        if (lot.unknownBasis) {
          if (fy === fyStart) unknownBasis += 1;
          continue;
        }
        const t = exitTaxable(h.key, lot, d, splitsByIsin.get(lot.isin ?? '') ?? [], fmvOf, fmvMissing);
        const { section } = t;
        const buy = d.cost.times(d.quantity);
        const sell = d.price.times(d.quantity);
        const profit = sell.minus(buy);
        let year = years.get(fy);
        if (!year) years.set(fy, (year = emptyYear()));
        addToYear(year, section, t.taxable, t.rate);
        if (fy !== fyStart) continue;
        const business = section === 'equity_intraday' || isDerivativeKey(h.key);
        rows.push({
          section,
          symbol: lot.symbol,
          isin: lot.isin ?? '',
          entry_date: lot.buyDate,
          exit_date: d.sellDate,
          quantity: d.quantity.toFixed(),
          buy_value: buy.toFixed(2),
          sell_value: sell.toFixed(2),
          profit: profit.toFixed(2),
          period_of_holding: daysBetween(lot.buyDate, d.sellDate),
          fair_market_value: t.fmv ? t.fmv.toFixed(4) : null,
          taxable_profit: t.taxable.toFixed(2),
          // ICAI guidance note on tax audit: for business trades, turnover is the absolute profit or loss of
          // each trade; for a delivery sale it is the sale value (the full value of the consideration).
          turnover: (business ? t.taxable.abs() : sell).toFixed(2),
          rate: t.rate && !t.rate.isZero() ? t.rate.toFixed(6) : null,
          notes: t.notes,
        });
      }
  // Console's order: sections as TAX_SECTIONS lists them, then by exit date.
  rows.sort(
    (a, b) =>
      TAX_SECTIONS.indexOf(a.section) - TAX_SECTIONS.indexOf(b.section) ||
      a.exit_date.localeCompare(b.exit_date) ||
      a.symbol.localeCompare(b.symbol),
  );
  return { years, rows, unknownBasis, fmvMissing };
}
