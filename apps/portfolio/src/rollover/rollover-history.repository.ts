import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { RolloverEntry } from '@app/contracts';
import type { RolloverRecord } from './rollover-rules.js';
import { toRolloverEntry, type RolloverRow } from './rollover-row.js';

/** A history entry as written: the rollover itself, the positions it links and when it happened. */
export interface NewRolloverEntry extends RolloverRecord {
  fromPositionId: string | null;
  toPositionId: string | null;
  /** When the rollover happened; the database's clock when left out. */
  rolledAt?: Date;
}

/** The rollover_history table. Methods given a transaction's manager take part in it. */
@Injectable()
export class RolloverHistoryRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async list(userId: string): Promise<RolloverEntry[]> {
    const rows = (await this.ds.query(
      'SELECT * FROM portfolio.rollover_history WHERE user_id = $1 ORDER BY rolled_at DESC',
      [userId],
    )) as RolloverRow[];
    return rows.map(toRolloverEntry);
  }

  async insert(userId: string, e: NewRolloverEntry, tx?: EntityManager): Promise<void> {
    await (tx ?? this.ds.manager).query(
      `INSERT INTO portfolio.rollover_history (user_id, from_position_id, to_position_id, from_symbol, to_symbol, to_instrument_token, new_expiry, quantity, position_type, close_price, open_price, rolled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, COALESCE($12::timestamptz, clock_timestamp()))`,
      [
        userId,
        e.fromPositionId,
        e.toPositionId,
        e.fromSymbol,
        e.toSymbol,
        e.toInstrumentToken,
        e.newExpiry,
        e.quantity,
        e.positionType,
        e.closePrice,
        e.openPrice,
        e.rolledAt ?? null,
      ],
    );
  }
}
