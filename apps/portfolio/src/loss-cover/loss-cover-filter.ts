import { lossPercent } from '@app/formatting';
import type { LossCoverPosition, Position } from '@app/contracts';

/** Which positions the loss-cover list shows: a loss percent range, inclusive, and an optional search. */
export interface LossCoverFilter {
  minLossPercent?: number;
  maxLossPercent?: number;
  search?: string;
}

/**
 * Open BUY positions with a live price whose loss, (buy - live) / buy x 100, lies in [min, max]
 * (0 to 100 unless given), matching the search in symbol or name (any case); the deepest loss first.
 */
export function lossCoverPositions(positions: readonly Position[], filter: LossCoverFilter): LossCoverPosition[] {
  const { minLossPercent: min = 0, maxLossPercent: max = 100, search = '' } = filter;
  const q = search.trim().toLowerCase();
  return positions
    .filter((p) => p.positionType === 'BUY' && p.livePrice !== null)
    .filter((p) => !q || p.tradingSymbol.toLowerCase().includes(q) || p.name.toLowerCase().includes(q))
    .map((p) => {
      const live = p.livePrice!;
      return {
        id: p.id,
        name: p.name,
        tradingsymbol: p.tradingSymbol,
        instrumentToken: p.instrumentToken,
        buyPrice: p.buyPrice,
        quantity: p.quantity,
        amount: p.amount,
        currentLossPercent: lossPercent(p.buyPrice, live),
        netCashLoss: -p.unrealizedProfitLoss,
        currentValue: live * p.quantity,
        unrealizedProfitLoss: p.unrealizedProfitLoss,
        livePrice: live,
        changePercent: p.changePercent,
        hasLivePrice: true,
        priceTimestamp: p.priceTimestamp,
      };
    })
    .filter((p) => p.currentLossPercent >= min && p.currentLossPercent <= max)
    .sort((a, b) => b.currentLossPercent - a.currentLossPercent);
}
