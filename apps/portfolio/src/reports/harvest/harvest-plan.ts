import { Decimal } from 'decimal.js';
import type { HarvestLot, HarvestReply, LossCover, TaxSection } from '@app/contracts';
import type { KeyHistory } from '../../ledger/lot-engine.js';
import type { LotAction, WorkingDisposal, WorkingLot } from '../../ledger/lot-types.js';
import type { FmvLookup } from '../tax/fmv-31-jan-2018.js';
import { fyLabel } from '../tax/indian-financial-year.js';
import { carriedInto, setOffYear, type OpenLoss } from '../tax/set-off.js';
import { flatRateTax } from '../tax/tax-computation.js';
import { addToYear, collectExits, exitTaxable, splitsByIsinOf } from '../tax/tax-exits.js';
import { isDerivativeKey, isNonEquity } from '../tax/tax-sections.js';
import { isLongTerm, longTermFrom, ltcgExemption, ltcgRate } from '../tax/tax-rules.js';
import { cloneYear, emptyYear, type YearFigures } from '../tax/year-figures.js';

export interface HarvestInput {
  histories: readonly KeyHistory[];
  actions: readonly LotAction[];
  fy: number;
  today: string;
  /** Last price per ledger key; a key the market could not price is absent. */
  prices: ReadonlyMap<string, number>;
  lossCover: LossCover;
  fmv: FmvLookup;
  /** Offer only this ISIN's lots; the realised figures still come from every holding. */
  isin?: string;
}

interface Candidate {
  key: string;
  /** The symbol the holding trades under now (a lot keeps the one it was bought under): what to sell. */
  symbol: string;
  lot: WorkingLot;
  price: Decimal;
  lastPrice: number;
  /** The sale of every open share today, as a disposal: what booking the lot would realise. */
  sale: WorkingDisposal;
  /** Per share, on the cost the law allows (grandfathered where it applies). */
  taxablePerShare: Decimal;
  section: TaxSection;
  rate: Decimal | null;
  longTerm: boolean;
}

const ZERO = new Decimal(0);
const HUNDRED = new Decimal(100);

/** Open delivery lots of listed equity with a known cost and a price today. */
function candidates(input: HarvestInput, missing: Set<string>): Candidate[] {
  const splits = splitsByIsinOf(input.actions);
  const out: Candidate[] = [];
  for (const h of input.histories) {
    if (isDerivativeKey(h.key) || (input.isin && h.isin !== input.isin)) continue;
    const last = input.prices.get(h.key);
    if (last === undefined) continue;
    const price = new Decimal(last);
    for (const lot of h.lots) {
      if (lot.open.lte(0) || lot.unknownBasis || lot.short || isNonEquity(lot.isin, lot.symbol)) continue;
      const sale: WorkingDisposal = {
        sellDate: input.today,
        quantity: lot.open,
        price,
        cost: lot.costPerShare,
        intraday: false,
        tradeId: null,
      };
      const t = exitTaxable(h.key, lot, sale, splits.get(lot.isin ?? '') ?? [], input.fmv, missing);
      out.push({
        key: h.key,
        symbol: h.symbol,
        lot,
        price,
        lastPrice: last,
        sale,
        taxablePerShare: t.taxable.div(lot.open),
        section: t.section,
        rate: t.rate,
        longTerm: isLongTerm(lot.buyDate, input.today),
      });
    }
  }
  return out;
}

/** The year's flat-rate tax with some sales added to what is realised. */
function taxWith(fy: number, year: YearFigures, carried: OpenLoss[], sales: Candidate[]): Decimal {
  const y = cloneYear(year);
  for (const c of sales) addToYear(y, c.section, c.taxablePerShare.times(c.sale.quantity), c.rate);
  return flatRateTax(fy, setOffYear(fy, y, carried).remaining).tax;
}

function lot(c: Candidate, sell: Decimal, band: LossCover, taxSaved: Decimal): HarvestLot {
  const cost = c.lot.costPerShare.times(sell);
  const value = c.price.times(sell);
  const unrealised = value.minus(cost);
  const percent = cost.isZero() ? ZERO : unrealised.div(cost).times(HUNDRED);
  const lossPercent = percent.neg();
  return {
    lot_id: c.lot.id,
    isin: c.lot.isin ?? '',
    symbol: c.symbol,
    buy_date: c.lot.buyDate,
    quantity: c.lot.open.toFixed(),
    sell_quantity: sell.toFixed(),
    cost: cost.toFixed(2),
    value: value.toFixed(2),
    unrealised: unrealised.toFixed(2),
    unrealised_percent: percent.toFixed(2),
    last_price: c.lastPrice,
    bucket: c.longTerm ? 'long_term' : 'short_term',
    long_term_from: longTermFrom(c.lot.buyDate),
    in_loss_cover_band:
      unrealised.lt(0) && lossPercent.gte(band.min_loss_percent) && lossPercent.lte(band.max_loss_percent),
    tax_saved: taxSaved.toFixed(2),
  };
}

/**
 * The plan for the current year. Losses: every lot below its cost, with what booking it alone would save
 * against the gains realised so far (the year's tax now less the tax with the loss booked, through the
 * same set-off as the Tax P&L). Gains: long-term lots in profit, oldest first, selling whole shares only
 * up to the exemption's headroom; each saves the LTCG rate on the gain it books tax-free now.
 */
export function harvestPlan(input: HarvestInput): Omit<HarvestReply, 'as_of'> & { fmvMissing: string[] } {
  const missing = new Set<string>();
  const exits = collectExits(input.histories, input.actions, input.fy, input.fmv);
  const year = exits.years.get(input.fy) ?? emptyYear();
  const carried = carriedInto(exits.years, input.fy, emptyYear);
  const sumOf = (section: string) =>
    exits.rows.filter((r) => r.section === section).reduce((s, r) => s.plus(r.taxable_profit), ZERO);
  const longTerm = sumOf('equity_long_term');
  const limit = ltcgExemption(input.fy);
  const used = Decimal.min(limit, Decimal.max(longTerm, ZERO));
  const headroom = limit.minus(used);

  const all = candidates(input, missing);
  const base = taxWith(input.fy, year, carried, []);
  const losing = all
    .filter((c) => c.taxablePerShare.lt(0))
    .sort((a, b) => a.taxablePerShare.times(a.lot.open).comparedTo(b.taxablePerShare.times(b.lot.open)));
  const losses = losing.map((c) =>
    lot(c, c.lot.open, input.lossCover, base.minus(taxWith(input.fy, year, carried, [c]))),
  );
  const fromLosses = base.minus(taxWith(input.fy, year, carried, losing));

  const rate = ltcgRate(input.today);
  let left = headroom;
  const gains: HarvestLot[] = [];
  const gaining = all
    .filter((c) => c.longTerm && c.taxablePerShare.gt(0))
    .sort((a, b) => a.lot.buyDate.localeCompare(b.lot.buyDate) || a.lot.id.localeCompare(b.lot.id));
  for (const c of gaining) {
    const sell = Decimal.min(c.lot.open, left.div(c.taxablePerShare).floor());
    if (sell.lte(0)) continue;
    const booked = c.taxablePerShare.times(sell);
    left = left.minus(booked);
    gains.push(lot(c, sell, input.lossCover, booked.times(rate)));
  }
  const fromGains = headroom.minus(left).times(rate);

  return {
    fy: fyLabel(input.fy),
    realised: {
      short_term: sumOf('equity_short_term').toFixed(2),
      long_term: longTerm.toFixed(2),
      intraday: sumOf('equity_intraday').toFixed(2),
    },
    exemption: { limit: limit.toFixed(2), used: used.toFixed(2), headroom: headroom.toFixed(2) },
    losses,
    gains,
    estimated_tax_saved: {
      from_losses: fromLosses.toFixed(2),
      from_gains: fromGains.toFixed(2),
      total: fromLosses.plus(fromGains).toFixed(2),
    },
    loss_cover: input.lossCover,
    warnings: [],
    fmvMissing: [...new Set([...missing, ...exits.fmvMissing])].sort(),
  };
}
