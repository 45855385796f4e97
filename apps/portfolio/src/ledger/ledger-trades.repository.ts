import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ImportedDividend, ImportedHolding, LedgerTrade } from '@app/contracts';
import { unnestColumns } from '@app/common';
import { toStoredOpening, toStoredTrade, type StoredOpening, type StoredTrade } from './ledger-rows.js';

/** Rows per statement: big enough that 100,000 trades take four statements, small enough for one message. */
const CHUNK = 25_000;

/** A trade as stored: paper fills and Kite trades also name their instrument. */
export type LedgerTradeRow = LedgerTrade & { instrument_token?: number | null };

const TRADE_COLUMNS = [
  ['source', 'text'],
  ['trade_id', 'text'],
  ['order_id', 'text'],
  ['isin', 'text'],
  ['symbol', 'text'],
  ['exchange', 'text'],
  ['segment', 'text'],
  ['trade_date', 'date'],
  ['executed_at', 'timestamptz'],
  ['side', 'text'],
  ['quantity', 'numeric'],
  ['price', 'numeric'],
  ['expiry', 'date'],
  ['charges', 'numeric'],
  ['instrument_token', 'bigint'],
] as const satisfies ReadonlyArray<readonly [keyof LedgerTradeRow, string]>;

/**
 * The ledger's trades and opening lots. Trades go in as column arrays through unnest, a statement per
 * 25,000 rows, and a trade id the user already has is skipped by the unique index (ON CONFLICT DO
 * NOTHING), which also drops a repeat inside one file.
 */
@Injectable()
export class LedgerTradesRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Stores the trades and answers how many were new; the rest were already stored. */
  async insertTrades(
    userId: string,
    importId: string | null,
    trades: readonly LedgerTradeRow[],
    tx?: EntityManager,
  ): Promise<number> {
    const m = tx ?? this.ds.manager;
    let inserted = 0;
    for (let start = 0; start < trades.length; start += CHUNK) {
      const chunk = trades.slice(start, start + CHUNK);
      const arrays = TRADE_COLUMNS.map(([c]) => chunk.map((t) => t[c] ?? null));
      const { names, from } = unnestColumns(TRADE_COLUMNS, 3);
      const [row] = (await m.query(
        `WITH ins AS (
           INSERT INTO portfolio.ledger_trades (user_id, import_id, ${names})
           SELECT $1, $2, ${names} FROM ${from}
           ON CONFLICT (user_id, trade_id) WHERE trade_id IS NOT NULL DO NOTHING
           RETURNING 1)
         SELECT count(*)::int AS n FROM ins`,
        [userId, importId, ...arrays],
      )) as { n: number }[];
      inserted += row.n;
    }
    return inserted;
  }

  async insertOpenings(
    userId: string,
    importId: string | null,
    source: string,
    holdings: readonly ImportedHolding[],
    asOfDefault: string,
    tx?: EntityManager,
  ): Promise<number> {
    if (holdings.length === 0) return 0;
    const [row] = (await (tx ?? this.ds.manager).query(
      `WITH ins AS (
         INSERT INTO portfolio.ledger_opening_lots (user_id, import_id, source, isin, symbol, exchange, quantity, average_price, as_of)
         SELECT $1, $2, $3, * FROM unnest($4::text[], $5::text[], $6::text[], $7::numeric[], $8::numeric[], $9::date[])
         RETURNING 1)
       SELECT count(*)::int AS n FROM ins`,
      [
        userId,
        importId,
        source,
        holdings.map((h) => h.isin),
        holdings.map((h) => h.symbol),
        holdings.map((h) => h.exchange),
        holdings.map((h) => h.quantity),
        holdings.map((h) => h.average_price),
        holdings.map((h) => h.as_of ?? asOfDefault),
      ],
    )) as { n: number }[];
    return row.n;
  }

  /**
   * Stores imported dividends; one the user already has (same ISIN, or symbol without one, and ex-date)
   * is skipped, since dividend statements overlap like tradebooks.
   */
  async insertImportedDividends(
    userId: string,
    importId: string | null,
    dividends: readonly ImportedDividend[],
    tx?: EntityManager,
  ): Promise<number> {
    if (dividends.length === 0) return 0;
    const [row] = (await (tx ?? this.ds.manager).query(
      `WITH incoming AS (
         SELECT DISTINCT ON (coalesce(isin, symbol), ex_date) *
           FROM unnest($3::text[], $4::text[], $5::date[], $6::numeric[], $7::numeric[], $8::numeric[])
             AS t(isin, symbol, ex_date, quantity, per_share, amount)),
       ins AS (
         INSERT INTO portfolio.ledger_dividends (user_id, import_id, source, isin, symbol, ex_date, quantity, per_share, amount)
         SELECT $1, $2, 'import', i.isin, i.symbol, i.ex_date, i.quantity, i.per_share, i.amount FROM incoming i
          WHERE NOT EXISTS (SELECT 1 FROM portfolio.ledger_dividends d
                             WHERE d.user_id = $1 AND d.source = 'import' AND d.ex_date = i.ex_date
                               AND coalesce(d.isin, d.symbol) = coalesce(i.isin, i.symbol))
         RETURNING 1)
       SELECT count(*)::int AS n FROM ins`,
      [
        userId,
        importId,
        dividends.map((d) => d.isin),
        dividends.map((d) => d.symbol),
        dividends.map((d) => d.ex_date),
        dividends.map((d) => d.quantity),
        dividends.map((d) => d.per_share),
        dividends.map((d) => d.amount),
      ],
    )) as { n: number }[];
    return row.n;
  }

  /** Deletes every row one import stored; answers how many. */
  async removeImport(userId: string, importId: string, tx: EntityManager): Promise<number> {
    let removed = 0;
    for (const table of ['ledger_trades', 'ledger_opening_lots', 'ledger_dividends']) {
      const [, count] = (await tx.query(`DELETE FROM portfolio.${table} WHERE user_id = $1 AND import_id = $2`, [
        userId,
        importId,
      ])) as [unknown, number];
      removed += count;
    }
    return removed;
  }

  async existingTradeIds(userId: string, tradeIds: readonly string[]): Promise<Set<string>> {
    if (tradeIds.length === 0) return new Set();
    const rows = (await this.ds.query(
      'SELECT trade_id FROM portfolio.ledger_trades WHERE user_id = $1 AND trade_id = ANY($2::text[])',
      [userId, tradeIds],
    )) as { trade_id: string }[];
    return new Set(rows.map((r) => r.trade_id));
  }

  /** Instruments of the user's trades stored without an ISIN (paper fills, Kite trades). */
  async tokensWithoutIsin(userId: string): Promise<number[]> {
    const rows = (await this.ds.query(
      'SELECT DISTINCT instrument_token::text AS t FROM portfolio.ledger_trades WHERE user_id = $1 AND isin IS NULL AND instrument_token IS NOT NULL',
      [userId],
    )) as { t: string }[];
    return rows.map((r) => Number(r.t));
  }

  /** Stores the ISINs the market service gave for instruments, on the user's trades that had none. */
  async fillIsins(userId: string, isins: ReadonlyMap<number, string>): Promise<void> {
    if (isins.size === 0) return;
    await this.ds.query(
      `UPDATE portfolio.ledger_trades t SET isin = m.isin FROM unnest($2::bigint[], $3::text[]) AS m(token, isin)
        WHERE t.user_id = $1 AND t.isin IS NULL AND t.instrument_token = m.token`,
      [userId, [...isins.keys()], [...isins.values()]],
    );
  }

  /** Users with any trade or opening lot in an ISIN: those a corporate action may concern. */
  async holdersOf(isin: string): Promise<string[]> {
    const rows = (await this.ds.query(
      `SELECT user_id FROM portfolio.ledger_trades WHERE isin = $1
        UNION SELECT user_id FROM portfolio.ledger_opening_lots WHERE isin = $1`,
      [isin],
    )) as { user_id: string }[];
    return rows.map((r) => r.user_id);
  }

  /** The user's trades, oldest first (by day, then time, then the order they were stored). */
  async trades(userId: string): Promise<StoredTrade[]> {
    const rows = (await this.ds.query(
      `SELECT id, source, trade_id, order_id, isin, symbol, exchange, segment, to_char(trade_date, 'YYYY-MM-DD') AS trade_date,
              executed_at, side, quantity::text, price::text, to_char(expiry, 'YYYY-MM-DD') AS expiry, charges::text,
              instrument_token::text AS instrument_token
         FROM portfolio.ledger_trades WHERE user_id = $1
        ORDER BY trade_date, executed_at NULLS LAST, created_at, id`,
      [userId],
    )) as Record<string, unknown>[];
    return rows.map(toStoredTrade);
  }

  async openings(userId: string): Promise<StoredOpening[]> {
    const rows = (await this.ds.query(
      `SELECT id, import_id, source, isin, symbol, exchange, quantity::text, average_price::text,
              to_char(as_of, 'YYYY-MM-DD') AS as_of, created_at
         FROM portfolio.ledger_opening_lots WHERE user_id = $1 ORDER BY as_of, created_at, id`,
      [userId],
    )) as Record<string, unknown>[];
    return rows.map(toStoredOpening);
  }
}
