import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, type DataSource, type EntityManager } from 'typeorm';
import type { KiteCandle } from '../kite-rest/kite-candle-rows.js';
import { KiteCandleDayEntity, KiteCandleEntity } from './kite-candle.entity.js';

/** Rows per INSERT when a fetched stretch is stored. */
const CHUNK = 1000;

/** Candles fetched from Kite, per instrument and interval, and the days already fetched. */
@Injectable()
export class KiteCandlesRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private manager(tx?: EntityManager): EntityManager {
    return tx ?? this.ds.manager;
  }

  async fetchedDays(token: number, interval: string, from: string, to: string): Promise<Set<string>> {
    const rows = await this.manager().find(KiteCandleDayEntity, {
      where: { instrument_token: token, interval, day: Between(from, to) },
      select: { day: true },
    });
    return new Set(rows.map((r) => r.day));
  }

  /** Candles starting within [from, to], oldest first. */
  async range(token: number, interval: string, from: Date, to: Date): Promise<KiteCandle[]> {
    const rows = await this.manager().find(KiteCandleEntity, {
      where: { instrument_token: token, interval, at: Between(from, to) },
      order: { at: 'ASC' },
    });
    return rows.map(({ at, open, high, low, close, volume, oi }) => ({
      at: at.getTime(),
      open,
      high,
      low,
      close,
      volume,
      ...(oi === null ? {} : { oi }),
    }));
  }

  /** Stores fetched candles and marks their days fetched; a second writer of the same rows keeps the first's. */
  async store(
    token: number,
    interval: string,
    candles: readonly KiteCandle[],
    days: readonly string[],
    tx: EntityManager,
  ) {
    for (let i = 0; i < candles.length; i += CHUNK) {
      const rows = candles.slice(i, i + CHUNK).map((c) => ({
        instrument_token: token,
        interval,
        at: new Date(c.at),
        open: c.open,
        high: c.high,
        low: c.low,
        close: c.close,
        volume: Math.round(c.volume),
        oi: c.oi ?? null,
      }));
      await tx.createQueryBuilder().insert().into(KiteCandleEntity).values(rows).orIgnore().execute();
    }
    for (let i = 0; i < days.length; i += CHUNK) {
      const rows = days.slice(i, i + CHUNK).map((day) => ({ instrument_token: token, interval, day }));
      await tx.createQueryBuilder().insert().into(KiteCandleDayEntity).values(rows).orIgnore().execute();
    }
  }

  /**
   * Kite candles of the instruments before an ex-date that Kite served unadjusted: those not known to be
   * fetched on or after the ex-date (Kite adjusts history it serves after a split or bonus).
   */
  private static readonly BEFORE = `c.instrument_token = ANY($1::bigint[]) AND c.at < ($2::date::timestamp AT TIME ZONE 'Asia/Kolkata')
    AND NOT EXISTS (SELECT 1 FROM market.kite_candle_days d
      WHERE d.instrument_token = c.instrument_token AND d.interval = c.interval
        AND d.day = (c.at AT TIME ZONE 'Asia/Kolkata')::date
        AND d.fetched_at >= ($2::date::timestamp AT TIME ZONE 'Asia/Kolkata'))`;

  async countBefore(tokens: readonly number[], before: string, tx?: EntityManager): Promise<number> {
    const [{ n }] = (await this.manager(tx).query(
      `SELECT count(*)::int AS n FROM market.kite_candles c WHERE ${KiteCandlesRepository.BEFORE}`,
      [tokens, before],
    )) as { n: number }[];
    return n;
  }

  /** As CandlesRepository.rescaleBefore, for Kite's candles of every interval. */
  async rescaleBefore(tx: EntityManager, tokens: readonly number[], before: string, num: number, den: number) {
    const [, n] = (await tx.query(
      `UPDATE market.kite_candles c
          SET open = round(open * $3 / $4, 4), high = round(high * $3 / $4, 4), low = round(low * $3 / $4, 4),
              close = round(close * $3 / $4, 4), volume = round(volume::numeric * $4 / $3)
        WHERE ${KiteCandlesRepository.BEFORE}`,
      [tokens, before, den, num],
    )) as [unknown, number];
    return n;
  }
}
