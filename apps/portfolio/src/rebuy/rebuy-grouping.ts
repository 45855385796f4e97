import { rebuyGain } from '@app/formatting';
import type { RebuyGroup, RebuyStats, Tick } from '@app/contracts';
import type { RebuyRecord } from './rebuy-entry.js';

/**
 * Re-buy entries grouped per instrument, groups and entries in the order the entries come (most recent
 * sale first). Each entry carries the gain of buying back now, (sell - live) x quantity; without a live
 * price there is no gain to show.
 */
export function groupRebuyEntries(entries: readonly RebuyRecord[], prices: ReadonlyMap<number, Tick>): RebuyGroup[] {
  const groups = new Map<number, RebuyGroup>();
  for (const e of entries) {
    const tick = prices.get(e.instrumentToken);
    const live = tick?.last_price ?? null;
    let g = groups.get(e.instrumentToken);
    if (!g) {
      g = {
        instrumentToken: e.instrumentToken,
        tradingSymbol: e.tradingSymbol,
        name: e.name,
        exchange: e.exchange,
        livePrice: live,
        hasLivePrice: live !== null,
        changePercent: tick?.change_percent ?? null,
        entries: [],
      };
      groups.set(e.instrumentToken, g);
    }
    const gain = live === null ? null : rebuyGain(e.sellPrice, live, e.quantity);
    g.entries.push({
      id: e.id,
      buyPrice: e.buyPrice,
      sellPrice: e.sellPrice,
      quantity: e.quantity,
      originalPositionId: e.originalPositionId,
      buyDate: e.buyDate,
      sellDate: e.sellDate,
      createdAt: e.createdAt,
      livePrice: live,
      hasLivePrice: live !== null,
      changePercent: tick?.change_percent ?? null,
      currentGainLoss: gain?.currentGainLoss ?? null,
      currentGainLossPercent: gain?.currentGainLossPercent ?? null,
    });
  }
  return [...groups.values()];
}

/**
 * Counts over the groups: an opportunity is an entry now priced below what it was sold at; the total
 * gain adds the priced entries only.
 */
export function rebuyStats(groups: readonly RebuyGroup[]): RebuyStats {
  const entries = groups.flatMap((g) => g.entries);
  const priced = entries.filter((e) => e.currentGainLoss !== null);
  return {
    totalGroups: groups.length,
    totalEntries: entries.length,
    opportunities: priced.filter((e) => (e.currentGainLoss ?? 0) > 0).length,
    totalCurrentGainLoss: priced.reduce((a, e) => a + (e.currentGainLoss ?? 0), 0),
  };
}
