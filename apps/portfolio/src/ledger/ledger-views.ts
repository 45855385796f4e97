import { Decimal } from 'decimal.js';
import type { LedgerHolding, LedgerSource, Lot, RealisedEntry, RealisedReply } from '@app/contracts';
import type { KeyHistory } from './lot-engine.js';
import type { WorkingLot } from './lot-types.js';

/** Per-share figures keep four places (averages need them); rupee totals two; quantities as they are. */
export const perShare = (d: Decimal): string => d.toFixed(4);
export const rupees = (d: Decimal): string => d.toFixed(2);
export const qty = (d: Decimal): string => d.toFixed();

const sum = (values: Decimal[]): Decimal => values.reduce((s, v) => s.plus(v), new Decimal(0));

/** A short lot's quantities read negative, as a broker shows a short position. */
const signed = (l: WorkingLot, d: Decimal): Decimal => (l.short ? d.neg() : d);

export function toLot(l: WorkingLot): Lot & { keyed_by_symbol: boolean } {
  return {
    id: l.id,
    isin: l.isin ?? '',
    symbol: l.symbol,
    exchange: l.exchange,
    buy_date: l.buyDate,
    quantity: qty(signed(l, l.quantity)),
    open_quantity: qty(signed(l, l.open)),
    cost_per_share: perShare(l.costPerShare),
    cost: rupees(l.costPerShare.times(signed(l, l.quantity))),
    adjusted_cost_per_share: perShare(l.adjustedCostPerShare),
    charges: l.charges ? rupees(l.charges) : null,
    source: l.source,
    unknown_basis: l.unknownBasis,
    keyed_by_symbol: l.keyedBySymbol,
    disposals: l.disposals.map((d) => ({
      sell_date: d.sellDate,
      quantity: qty(d.quantity),
      price: perShare(d.price),
      proceeds: rupees(d.price.times(d.quantity)),
      realised: l.unknownBasis ? null : rupees(d.price.minus(d.cost).times(d.quantity)),
      intraday: d.intraday,
      trade_id: d.tradeId,
    })),
  };
}

/** A holding per key with shares open; the price fields are filled by the caller from the market. */
export function toHolding(h: KeyHistory): (LedgerHolding & { keyed_by_symbol: boolean }) | null {
  const open = h.lots.filter((l) => l.open.gt(0));
  // A short position counts negative: its "invested" is the credit of the sale, so the P&L at a price
  // (value − invested) comes out as (sold − price) × quantity.
  const quantity = sum(open.map((l) => signed(l, l.open)));
  if (quantity.isZero()) return null;
  const invested = sum(open.map((l) => signed(l, l.open).times(l.costPerShare)));
  const adjusted = sum(open.map((l) => signed(l, l.open).times(l.adjustedCostPerShare)));
  const unknown = sum(h.lots.filter((l) => l.unknownBasis).map((l) => l.open));
  return {
    isin: h.isin ?? '',
    symbol: h.symbol,
    exchange: h.exchange,
    instrument_token: null,
    quantity: qty(quantity),
    average_cost: perShare(invested.div(quantity)),
    adjusted_average_cost: perShare(adjusted.div(quantity)),
    invested: rupees(invested),
    last_price: null,
    current_value: null,
    unrealised: null,
    lots: open.length,
    unknown_basis_quantity: qty(unknown),
    sources: [...new Set<LedgerSource>(open.map((l) => l.source))].sort(),
    keyed_by_symbol: h.keyedBySymbol,
  };
}

/** Fills a holding's market figures from a last price; the P&L is against the tax-view cost. */
export function priced(h: LedgerHolding, token: number | null, lastPrice: number | null): LedgerHolding {
  if (lastPrice === null) return { ...h, instrument_token: token };
  const value = new Decimal(lastPrice).times(h.quantity);
  return {
    ...h,
    instrument_token: token,
    last_price: lastPrice,
    current_value: rupees(value),
    unrealised: rupees(value.minus(h.invested)),
  };
}

/** Each disposal with a sell date in [from, to] (inclusive), by sell date. */
export function realisedBetween(histories: Iterable<KeyHistory>, from: string, to: string): RealisedReply {
  const entries: RealisedEntry[] = [];
  let total = new Decimal(0);
  for (const h of histories)
    for (const l of h.lots)
      for (const d of l.disposals) {
        if (d.sellDate < from || d.sellDate > to) continue;
        const buy = l.unknownBasis ? null : d.cost.times(d.quantity);
        const sell = d.price.times(d.quantity);
        const realised = buy ? sell.minus(buy) : null;
        if (realised) total = total.plus(realised);
        entries.push({
          isin: l.isin ?? '',
          symbol: l.symbol,
          buy_date: l.buyDate,
          sell_date: d.sellDate,
          quantity: qty(d.quantity),
          buy_value: buy ? rupees(buy) : null,
          sell_value: rupees(sell),
          realised: realised ? rupees(realised) : null,
          intraday: d.intraday,
          unknown_basis: l.unknownBasis,
        });
      }
  entries.sort((a, b) => a.sell_date.localeCompare(b.sell_date) || a.symbol.localeCompare(b.symbol));
  return { from, to, entries, total: rupees(total) };
}
