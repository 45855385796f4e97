import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, type DataSource, type EntityManager, type Repository } from 'typeorm';
import type { DayCandle } from './candle-generator.js';
import { DayCandleEntity } from './day-candle.entity.js';

/** Rows per INSERT when a stretch of history is stored. */
const CHUNK = 1000;

/** Stored day candles, per instrument and day. */
@Injectable()
export class CandlesRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private candles(tx?: EntityManager): Repository<DayCandleEntity> {
    return (tx ?? this.ds.manager).getRepository(DayCandleEntity);
  }

  async range(token: number, from: string, to: string, tx?: EntityManager): Promise<DayCandle[]> {
    const rows = await this.candles(tx).find({
      where: { instrument_token: token, day: Between(from, to) },
      order: { day: 'ASC' },
    });
    return rows.map(({ day, open, high, low, close, volume }) => ({ day, open, high, low, close, volume }));
  }

  async bounds(token: number, tx?: EntityManager): Promise<{ first: DayCandle; last: DayCandle } | null> {
    const first = await this.candles(tx).findOne({ where: { instrument_token: token }, order: { day: 'ASC' } });
    const last = await this.candles(tx).findOne({ where: { instrument_token: token }, order: { day: 'DESC' } });
    return first && last ? { first, last } : null;
  }

  /** Stored candles never change: a second writer of the same day keeps the first one's (ON CONFLICT DO NOTHING). */
  async insert(token: number, candles: readonly DayCandle[], tx?: EntityManager): Promise<void> {
    for (let i = 0; i < candles.length; i += CHUNK) {
      const rows = candles.slice(i, i + CHUNK).map((c) => ({ instrument_token: token, ...c }));
      await this.candles(tx).createQueryBuilder().insert().values(rows).orIgnore().execute();
    }
  }

  /** Stored days before `before` of the instruments (what a split or bonus on that ex-date rescales). */
  async countBefore(tokens: readonly number[], before: string, tx?: EntityManager): Promise<number> {
    const [{ n }] = (await (tx ?? this.ds.manager).query(
      'SELECT count(*)::int AS n FROM market.day_candles WHERE instrument_token = ANY($1::bigint[]) AND day < $2::date',
      [tokens, before],
    )) as { n: number }[];
    return n;
  }

  /**
   * Puts the days before an ex-date in the units after it: prices x denominator/numerator, volume x
   * numerator/denominator (a 2/1 factor halves prices and doubles volume), so a chart shows no false crash.
   */
  async rescaleBefore(tx: EntityManager, tokens: readonly number[], before: string, num: number, den: number) {
    const [, n] = (await tx.query(
      `UPDATE market.day_candles
          SET open = round(open * $3 / $4, 4), high = round(high * $3 / $4, 4), low = round(low * $3 / $4, 4),
              close = round(close * $3 / $4, 4), volume = round(volume::numeric * $4 / $3)
        WHERE instrument_token = ANY($1::bigint[]) AND day < $2::date`,
      [tokens, before, den, num],
    )) as [unknown, number];
    return n;
  }
}
