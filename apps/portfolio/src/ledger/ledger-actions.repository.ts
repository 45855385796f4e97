import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CorporateAction, DividendEntry } from '@app/contracts';
import type { LotAction } from './lot-types.js';

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD') AS ${column}`;

/** A dividend action as the ledger keeps it. */
export interface DividendAction {
  id: string;
  isin: string;
  symbol: string;
  ex_date: string;
  record_date: string | null;
  per_share: string;
}

/**
 * The corporate actions the market service applied (kept once, by id, for every user) and the
 * dividends each user earned or imported.
 */
@Injectable()
export class LedgerActionsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Keeps an applied action; false when it was already kept (the event came again). */
  async save(a: CorporateAction): Promise<boolean> {
    const [, count] = (await this.ds.query(
      `INSERT INTO portfolio.ledger_corporate_actions
         (id, isin, symbol, kind, ex_date, record_date, ratio_numerator, ratio_denominator, per_share, purpose)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
      [
        a.id,
        a.isin,
        a.symbol,
        a.kind,
        a.ex_date,
        a.record_date,
        a.ratio_numerator,
        a.ratio_denominator,
        a.per_share,
        a.purpose,
      ],
    )) as [unknown, number];
    return count > 0;
  }

  /** Splits and bonuses whose ex-date has come: the ones the lots show. */
  async lotActions(today: string): Promise<LotAction[]> {
    const rows = (await this.ds.query(
      `SELECT id, isin, kind, ${day('ex_date')}, ratio_numerator, ratio_denominator
         FROM portfolio.ledger_corporate_actions
        WHERE kind IN ('split', 'bonus') AND ex_date <= $1 AND ratio_numerator > 0 AND ratio_denominator > 0
        ORDER BY ex_date, received_at, id`,
      [today],
    )) as {
      id: string;
      isin: string;
      kind: 'split' | 'bonus';
      ex_date: string;
      ratio_numerator: number;
      ratio_denominator: number;
    }[];
    return rows.map((r) => ({
      id: r.id,
      isin: r.isin,
      kind: r.kind,
      exDate: r.ex_date,
      numerator: r.ratio_numerator,
      denominator: r.ratio_denominator,
    }));
  }

  /** Dividend actions of these ISINs. */
  async dividendActions(isins: readonly string[]): Promise<DividendAction[]> {
    if (isins.length === 0) return [];
    return (await this.ds.query(
      `SELECT id, isin, symbol, ${day('ex_date')}, ${day('record_date')}, per_share::text
         FROM portfolio.ledger_corporate_actions WHERE kind = 'dividend' AND per_share IS NOT NULL AND isin = ANY($1::text[])
        ORDER BY ex_date, id`,
      [isins],
    )) as DividendAction[];
  }

  /**
   * Books a dividend action's income for a user, once: a second booking of the same action is ignored,
   * and so is an action whose dividend the user imported from their statement (same ISIN and ex-date).
   */
  async bookDividend(userId: string, a: DividendAction, quantity: string, amount: string): Promise<void> {
    await this.ds.query(
      `INSERT INTO portfolio.ledger_dividends
         (user_id, corporate_action_id, source, isin, symbol, ex_date, record_date, quantity, per_share, amount)
       SELECT $1, $2, 'corporate-action', $3, $4, $5, $6, $7, $8, $9
        WHERE NOT EXISTS (SELECT 1 FROM portfolio.ledger_dividends
                           WHERE user_id = $1 AND source = 'import' AND isin = $3 AND ex_date = $5)
       ON CONFLICT (user_id, corporate_action_id) WHERE corporate_action_id IS NOT NULL DO NOTHING`,
      [userId, a.id, a.isin, a.symbol, a.ex_date, a.record_date, quantity, a.per_share, amount],
    );
  }

  /** The dividend actions already booked for the user. */
  async bookedActionIds(userId: string): Promise<Set<string>> {
    const rows = (await this.ds.query(
      'SELECT corporate_action_id FROM portfolio.ledger_dividends WHERE user_id = $1 AND corporate_action_id IS NOT NULL',
      [userId],
    )) as { corporate_action_id: string }[];
    return new Set(rows.map((r) => r.corporate_action_id));
  }

  /** The user's dividends, received (booked or imported). */
  async dividends(userId: string): Promise<DividendEntry[]> {
    const rows = (await this.ds.query(
      `SELECT id, coalesce(isin, '') AS isin, symbol, ${day('ex_date')}, ${day('record_date')},
              quantity::text, per_share::text, amount::text, source
         FROM portfolio.ledger_dividends WHERE user_id = $1 ORDER BY ex_date DESC, symbol`,
      [userId],
    )) as Omit<DividendEntry, 'status'>[];
    return rows.map((r) => ({ ...r, status: 'received' }));
  }
}
