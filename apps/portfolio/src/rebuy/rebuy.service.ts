import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { rebuyGain } from '@app/formatting';
import { ErrorCode, type RebuyGroup } from '@app/contracts';
import { DomainError } from '@app/common';
import { MarketPricesClient } from '../market/market-prices.client.js';

interface RebuyRow {
  id: string;
  instrument_token: string;
  trading_symbol: string;
  name: string;
  exchange: string;
  buy_price: string;
  sell_price: string;
  quantity: number;
  original_position_id: string | null;
  buy_date: string | null;
  sell_date: Date;
  created_at: Date;
}

/** Re-buy entries: every sale of a BUY position, grouped per instrument, with the gain of buying back now. */
@Injectable()
export class RebuyService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly market: MarketPricesClient,
  ) {}

  async entries(userId: string): Promise<RebuyGroup[]> {
    const rows = (await this.ds.query('SELECT * FROM portfolio.rebuy_entries WHERE user_id = $1 ORDER BY sell_date DESC', [userId])) as RebuyRow[];
    const prices = await this.market.latest(rows.map((r) => Number(r.instrument_token)));
    const groups = new Map<number, RebuyGroup>();
    for (const r of rows) {
      const token = Number(r.instrument_token);
      const tick = prices.get(token);
      const live = tick?.last_price ?? null;
      let g = groups.get(token);
      if (!g) {
        g = { instrumentToken: token, tradingSymbol: r.trading_symbol, name: r.name, exchange: r.exchange, livePrice: live, hasLivePrice: live !== null, changePercent: tick?.change_percent ?? null, entries: [] };
        groups.set(token, g);
      }
      const gain = live === null ? null : rebuyGain(Number(r.sell_price), live, r.quantity);
      g.entries.push({
        id: r.id,
        buyPrice: Number(r.buy_price),
        sellPrice: Number(r.sell_price),
        quantity: r.quantity,
        originalPositionId: r.original_position_id,
        buyDate: r.buy_date,
        sellDate: r.sell_date.toISOString(),
        createdAt: r.created_at.toISOString(),
        livePrice: live,
        hasLivePrice: live !== null,
        changePercent: tick?.change_percent ?? null,
        currentGainLoss: gain?.currentGainLoss ?? null,
        currentGainLossPercent: gain?.currentGainLossPercent ?? null,
      });
    }
    return [...groups.values()];
  }

  async stats(userId: string) {
    const groups = await this.entries(userId);
    const entries = groups.flatMap((g) => g.entries);
    const priced = entries.filter((e) => e.currentGainLoss !== null);
    return {
      totalGroups: groups.length,
      totalEntries: entries.length,
      opportunities: priced.filter((e) => (e.currentGainLoss ?? 0) > 0).length,
      totalCurrentGainLoss: priced.reduce((a, e) => a + (e.currentGainLoss ?? 0), 0),
    };
  }

  async deleteInstrument(userId: string, token: number): Promise<number> {
    const [, n] = (await this.ds.query('DELETE FROM portfolio.rebuy_entries WHERE user_id = $1 AND instrument_token = $2', [userId, token])) as [unknown, number];
    if (n === 0) throw new DomainError(ErrorCode.NotFound, 'No re-buy entries for this instrument');
    return n;
  }

  async deleteEntry(userId: string, id: string): Promise<void> {
    const [, n] = (await this.ds.query('DELETE FROM portfolio.rebuy_entries WHERE user_id = $1 AND id = $2', [userId, id])) as [unknown, number];
    if (n === 0) throw new DomainError(ErrorCode.NotFound, 'Re-buy entry not found');
  }
}
