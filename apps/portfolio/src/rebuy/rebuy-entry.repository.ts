import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { toRebuyRecord, type NewRebuyEntry, type RebuyRecord, type RebuyRow } from './rebuy-entry.js';

/** The rebuy_entries table. Methods given a transaction's manager take part in it. */
@Injectable()
export class RebuyEntryRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** The user's entries, most recent sale first. */
  async list(userId: string): Promise<RebuyRecord[]> {
    const rows = (await this.ds.query(
      'SELECT * FROM portfolio.rebuy_entries WHERE user_id = $1 ORDER BY sell_date DESC',
      [userId],
    )) as RebuyRow[];
    return rows.map(toRebuyRecord);
  }

  async insert(userId: string, e: NewRebuyEntry, tx?: EntityManager): Promise<void> {
    await (tx ?? this.ds.manager).query(
      `INSERT INTO portfolio.rebuy_entries (user_id, instrument_token, trading_symbol, name, exchange, buy_price, sell_price, quantity, original_position_id, buy_date, sell_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        userId,
        e.instrumentToken,
        e.tradingSymbol,
        e.name,
        e.exchange,
        e.buyPrice,
        e.sellPrice,
        e.quantity,
        e.originalPositionId,
        e.buyDate,
        e.sellDate,
      ],
    );
  }

  /** Deletes the user's entries for one instrument; answers how many went. */
  async deleteInstrument(userId: string, token: number): Promise<number> {
    const [, n] = (await this.ds.query(
      'DELETE FROM portfolio.rebuy_entries WHERE user_id = $1 AND instrument_token = $2',
      [userId, token],
    )) as [unknown, number];
    return n;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const [, n] = (await this.ds.query('DELETE FROM portfolio.rebuy_entries WHERE user_id = $1 AND id = $2', [
      userId,
      id,
    ])) as [unknown, number];
    return n > 0;
  }
}
