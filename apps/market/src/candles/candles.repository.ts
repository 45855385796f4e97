import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, type DataSource } from 'typeorm';
import type { DayCandle } from './candle-generator.js';
import { DayCandleEntity } from './day-candle.entity.js';

const CHUNK = 1000;

@Injectable()
export class CandlesRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async range(token: number, from: string, to: string): Promise<DayCandle[]> {
    const rows = await this.ds.getRepository(DayCandleEntity).find({
      where: { instrument_token: token, day: Between(from, to) },
      order: { day: 'ASC' },
    });
    return rows.map(({ day, open, high, low, close, volume }) => ({ day, open, high, low, close, volume }));
  }

  async bounds(token: number): Promise<{ first: DayCandle; last: DayCandle } | null> {
    const repo = this.ds.getRepository(DayCandleEntity);
    const first = await repo.findOne({ where: { instrument_token: token }, order: { day: 'ASC' } });
    const last = await repo.findOne({ where: { instrument_token: token }, order: { day: 'DESC' } });
    return first && last ? { first, last } : null;
  }

  /** Stored candles never change: a second writer of the same day keeps the first one's. */
  async insert(token: number, candles: readonly DayCandle[]): Promise<void> {
    for (let i = 0; i < candles.length; i += CHUNK) {
      const rows = candles.slice(i, i + CHUNK).map((c) => ({ instrument_token: token, ...c }));
      await this.ds.createQueryBuilder().insert().into(DayCandleEntity).values(rows).orIgnore().execute();
    }
  }
}
