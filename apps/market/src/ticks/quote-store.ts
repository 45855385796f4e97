import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Tick } from '@app/contracts';
import { tradingDayOf } from '../market-hours/market-hours.js';
import { QuoteEntity } from './quote.entity.js';

const CHUNK = 500;

/** Latest quotes in Postgres: written in batches by the feed's owner, read on start-up by every replica. */
@Injectable()
export class QuoteStore {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async loadAll(): Promise<Tick[]> {
    const rows = await this.ds.getRepository(QuoteEntity).find();
    return rows.map((r) => {
      const change = r.last_price - r.close;
      return {
        instrument_token: r.instrument_token,
        last_price: r.last_price,
        ohlc: { open: r.open, high: r.high, low: r.low, close: r.close },
        change,
        change_percent: r.close ? (change * 100) / r.close : 0,
        volume: r.volume,
        timestamp: r.updated_at.toISOString(),
      };
    });
  }

  async save(ticks: readonly Tick[]): Promise<void> {
    for (let i = 0; i < ticks.length; i += CHUNK) {
      const rows = ticks.slice(i, i + CHUNK).map((t) => ({
        instrument_token: t.instrument_token,
        day: tradingDayOf(new Date(t.timestamp)),
        last_price: t.last_price,
        open: t.ohlc.open,
        high: t.ohlc.high,
        low: t.ohlc.low,
        close: t.ohlc.close,
        volume: Math.round(t.volume),
        updated_at: new Date(t.timestamp),
      }));
      await this.ds.getRepository(QuoteEntity).upsert(rows, ['instrument_token']);
    }
  }
}
