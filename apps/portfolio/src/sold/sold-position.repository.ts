import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { SoldPosition } from '@app/contracts';
import { unnestRows, type InsertColumn } from '@app/common';
import { toSoldPosition, type SoldRow } from './sold-row.js';

/** A sale as it is recorded: what was sold, at what prices, and what it earned net of commission. */
export interface NewSoldPosition {
  originalPositionId: string | null;
  tradingSymbol: string;
  instrumentToken: number;
  exchange: string;
  name: string;
  instrumentType: string;
  positionType: string;
  buyPrice: number;
  sellPrice: number;
  quantity: number;
  commission: number;
  realizedProfitLoss: number;
  soldAt: Date;
}

/** The columns a sale is written to, in the order of valuesOf. */
const COLUMNS: InsertColumn[] = [
  ['original_position_id', 'uuid'],
  ['trading_symbol', 'text'],
  ['instrument_token', 'bigint'],
  ['exchange', 'text'],
  ['name', 'text'],
  ['instrument_type', 'text'],
  ['position_type', 'text'],
  ['buy_price', 'numeric'],
  ['sell_price', 'numeric'],
  ['quantity', 'integer'],
  ['commission', 'numeric'],
  ['realized_profit_loss', 'numeric'],
  ['sold_at', 'timestamptz'],
];
const NAMES = COLUMNS.map(([name]) => name).join(', ');

const valuesOf = (s: NewSoldPosition): unknown[] => [
  s.originalPositionId,
  s.tradingSymbol,
  s.instrumentToken,
  s.exchange,
  s.name,
  s.instrumentType,
  s.positionType,
  s.buyPrice,
  s.sellPrice,
  s.quantity,
  s.commission,
  s.realizedProfitLoss,
  s.soldAt,
];

/** The sold_positions table. Methods given a transaction's manager take part in it. */
@Injectable()
export class SoldPositionRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async list(userId: string): Promise<SoldPosition[]> {
    const rows = (await this.ds.query(
      'SELECT * FROM portfolio.sold_positions WHERE user_id = $1 ORDER BY sold_at DESC, created_at DESC',
      [userId],
    )) as SoldRow[];
    return rows.map(toSoldPosition);
  }

  async insert(userId: string, s: NewSoldPosition, tx?: EntityManager): Promise<SoldPosition> {
    const params = COLUMNS.map((_, k) => `$${k + 2}`).join(', ');
    const [row] = (await (tx ?? this.ds.manager).query(
      `INSERT INTO portfolio.sold_positions (user_id, ${NAMES}) VALUES ($1, ${params}) RETURNING *`,
      [userId, ...valuesOf(s)],
    )) as SoldRow[];
    return toSoldPosition(row);
  }

  /** Many sales in one statement (an import). */
  async insertMany(userId: string, sales: readonly NewSoldPosition[], tx?: EntityManager): Promise<void> {
    if (sales.length === 0) return;
    const rows = unnestRows(COLUMNS, sales.map(valuesOf), 2);
    await (tx ?? this.ds.manager).query(
      `INSERT INTO portfolio.sold_positions (user_id, ${NAMES}) SELECT $1, ${NAMES} FROM ${rows.from} ORDER BY ord`,
      [userId, ...rows.values],
    );
  }

  /** Whether the user has sold anything yet. */
  async anyFor(userId: string, tx?: EntityManager): Promise<boolean> {
    const [{ found }] = (await (tx ?? this.ds.manager).query(
      'SELECT EXISTS (SELECT 1 FROM portfolio.sold_positions WHERE user_id = $1) AS found',
      [userId],
    )) as { found: boolean }[];
    return found;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const [, n] = (await this.ds.query('DELETE FROM portfolio.sold_positions WHERE user_id = $1 AND id = $2', [
      userId,
      id,
    ])) as [unknown, number];
    return n > 0;
  }

  /** Deletes only the user's own rows among the ids; answers how many went. */
  async deleteMany(userId: string, ids: string[]): Promise<number> {
    const [, n] = (await this.ds.query(
      'DELETE FROM portfolio.sold_positions WHERE user_id = $1 AND id = ANY($2::uuid[])',
      [userId, ids],
    )) as [unknown, number];
    return n;
  }
}
