import { Injectable } from '@nestjs/common';
import { lossPercent } from '@app/formatting';
import type { LossCoverPosition } from '@app/contracts';
import { PositionsService } from '../positions/positions.service.js';

/** Open BUY positions whose loss percent lies in [min, max], inclusive, optionally matching a search. */
@Injectable()
export class LossCoverService {
  constructor(private readonly positions: PositionsService) {}

  async list(userId: string, min = 0, max = 100, search = ''): Promise<LossCoverPosition[]> {
    const q = search.trim().toLowerCase();
    return (await this.positions.list(userId))
      .filter((p) => p.positionType === 'BUY' && p.livePrice !== null)
      .filter((p) => !q || p.tradingSymbol.toLowerCase().includes(q) || p.name.toLowerCase().includes(q))
      .map((p) => {
        const live = p.livePrice!;
        const loss = lossPercent(p.buyPrice, live);
        return {
          id: p.id,
          name: p.name,
          tradingsymbol: p.tradingSymbol,
          instrumentToken: p.instrumentToken,
          buyPrice: p.buyPrice,
          quantity: p.quantity,
          amount: p.amount,
          currentLossPercent: loss,
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
}
