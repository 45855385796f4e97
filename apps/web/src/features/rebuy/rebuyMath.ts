import type { RebuyEntry, RebuyGroup } from '@app/contracts/portfolio/types';
import { percentOf, realizedPnl, rebuyGain } from '@app/formatting';
import type { LivePrice } from '../../shared/live/priceStore';
import { roundPrice as round } from '../../shared/format/round';

/**
 * A re-buy entry plus its original P&L: what the sale itself made, (sell - buy) x quantity, before
 * commission. Negative when the position was sold at a loss.
 */
export interface RebuyEntryRow extends RebuyEntry {
  originalGainLoss: number;
}

/** One row per trading symbol: the server's group with totals over its entries. */
export interface RebuyRow {
  instrumentToken: number;
  symbol: string;
  name: string;
  exchange: string;
  livePrice: number | null;
  hasLivePrice: boolean;
  changePercent: number | null;
  entries: RebuyEntryRow[];
  totalQuantity: number;
  /** Quantity-weighted average buy and sell prices of the entries. */
  avgBuyPrice: number;
  avgSellPrice: number;
  totalOriginalGainLoss: number;
  /** Sum of (sell - live) x quantity; null without a live price. */
  totalCurrentGainLoss: number | null;
  /** The gain in percent of the entries' sale value; null without a live price. */
  totalCurrentGainLossPercent: number | null;
  /** live x total quantity: what buying everything back costs now; null without a live price. */
  totalCurrentValue: number | null;
}

/** Original P&L of one entry: (sell - buy) x quantity, decimal-exact. */
export function originalGainLoss(buyPrice: number, sellPrice: number, quantity: number): number {
  return realizedPnl('BUY', buyPrice, sellPrice, quantity, 0);
}

function entryAt(e: RebuyEntry, live: number | null, changePercent: number | null): RebuyEntryRow {
  const gain = live === null ? null : rebuyGain(e.sellPrice, live, e.quantity);
  return {
    ...e,
    livePrice: live,
    hasLivePrice: live !== null,
    changePercent,
    currentGainLoss: gain ? gain.currentGainLoss : null,
    currentGainLossPercent: gain ? gain.currentGainLossPercent : null,
    originalGainLoss: originalGainLoss(e.buyPrice, e.sellPrice, e.quantity),
  };
}

function groupAt(
  g: Omit<RebuyGroup, 'entries'> & { entries: readonly RebuyEntry[] },
  live: number | null,
  changePercent: number | null,
): RebuyRow {
  const entries = g.entries.map((e) => entryAt(e, live, changePercent));
  let qty = 0;
  let bought = 0;
  let sold = 0;
  let original = 0;
  let gain = 0;
  for (const e of entries) {
    qty += e.quantity;
    bought += e.buyPrice * e.quantity;
    sold += e.sellPrice * e.quantity;
    original += e.originalGainLoss;
    gain += e.currentGainLoss ?? 0;
  }
  return {
    instrumentToken: g.instrumentToken,
    symbol: g.tradingSymbol,
    name: g.name,
    exchange: g.exchange,
    livePrice: live,
    hasLivePrice: live !== null,
    changePercent,
    entries,
    totalQuantity: qty,
    avgBuyPrice: qty ? round(bought / qty) : 0,
    avgSellPrice: qty ? round(sold / qty) : 0,
    totalOriginalGainLoss: round(original),
    totalCurrentGainLoss: live === null ? null : round(gain),
    totalCurrentGainLossPercent: live === null ? null : percentOf(round(gain), round(sold)),
    totalCurrentValue: live === null ? null : round(live * qty),
  };
}

/** Totals of a group from the server answer. */
export function deriveRebuyRow(group: RebuyGroup): RebuyRow {
  const live = group.hasLivePrice && typeof group.livePrice === 'number' ? group.livePrice : null;
  return groupAt(group, live, group.changePercent ?? null);
}

/** The group after a tick: every entry's gain = (sell - live) x quantity again, then the totals. */
export function withRebuyTick(row: RebuyRow, price: LivePrice): RebuyRow {
  return groupAt({ ...row, tradingSymbol: row.symbol }, price.last_price, price.change_percent ?? row.changePercent);
}
