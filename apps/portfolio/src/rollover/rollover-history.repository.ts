import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { RolloverEntry } from '@app/contracts';
import { unnestRows, type InsertColumn } from '@app/common';
import type { RolloverRecord } from './rollover-rules.js';
import { toRolloverEntry, type RolloverRow } from './rollover-row.js';

/** A history entry as written: the rollover itself, the positions it links and when it happened. */
export interface NewRolloverEntry extends RolloverRecord {
  fromPositionId: string | null;
  toPositionId: string | null;
  /** When the rollover happened; the database's clock when left out. */
  rolledAt?: Date;
}

const COLUMNS: InsertColumn[] = [
  ['from_position_id', 'uuid'],
  ['to_position_id', 'uuid'],
  ['from_symbol', 'text'],
  ['to_symbol', 'text'],
  ['to_instrument_token', 'bigint'],
  ['new_expiry', 'date'],
  ['quantity', 'integer'],
  ['position_type', 'text'],
  ['close_price', 'numeric'],
  ['open_price', 'numeric'],
  ['rolled_at', 'timestamptz'],
];
const ROLLED_AT = COLUMNS.length - 1;

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

  insert(userId: string, e: NewRolloverEntry, tx?: EntityManager): Promise<void> {
    return this.insertMany(userId, [e], tx);
  }

  /** Many entries in one statement (an import); an entry without rolledAt gets the database's clock. */
  async insertMany(userId: string, entries: readonly NewRolloverEntry[], tx?: EntityManager): Promise<void> {
    if (entries.length === 0) return;
    const rows = unnestRows(
      COLUMNS,
      entries.map((e) => [
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
      ]),
      2,
    );
    const values = COLUMNS.map(([name], k) => (k === ROLLED_AT ? `COALESCE(${name}, clock_timestamp())` : name));
    await (tx ?? this.ds.manager).query(
      `INSERT INTO portfolio.rollover_history (user_id, ${rows.names}) SELECT $1, ${values.join(', ')} FROM ${rows.from} ORDER BY ord`,
      [userId, ...rows.values],
    );
  }
}
