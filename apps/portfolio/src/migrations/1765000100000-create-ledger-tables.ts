import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The lot ledger: trades from every source (imports, paper fills, Kite), opening lots from holdings
 * statements, dividends, and the corporate actions the market service applied. Lots are not stored:
 * they are derived from trades, opening lots and actions when read (docs/ledger.md says why).
 */
export class CreateLedgerTables1765000100000 implements MigrationInterface {
  name = 'CreateLedgerTables1765000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE portfolio.ledger_trades (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        import_id uuid,
        source text NOT NULL,
        trade_id text,
        order_id text,
        isin text,
        symbol text NOT NULL,
        exchange text NOT NULL,
        segment text NOT NULL,
        trade_date date NOT NULL,
        executed_at timestamptz,
        side text NOT NULL CHECK (side IN ('buy', 'sell')),
        quantity numeric NOT NULL CHECK (quantity > 0),
        price numeric NOT NULL CHECK (price >= 0),
        expiry date,
        charges numeric,
        -- Paper fills and Kite trades name their instrument, not its ISIN: the ledger looks it up when read.
        instrument_token bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A tradebook is exported a year at a time, so files overlap: the broker's trade id is stored once.
    await q.query(
      'CREATE UNIQUE INDEX ledger_trades_user_trade_id ON portfolio.ledger_trades (user_id, trade_id) WHERE trade_id IS NOT NULL',
    );
    await q.query('CREATE INDEX ledger_trades_user_isin ON portfolio.ledger_trades (user_id, isin, trade_date)');
    await q.query(
      'CREATE INDEX ledger_trades_import ON portfolio.ledger_trades (import_id) WHERE import_id IS NOT NULL',
    );
    await q.query(`
      CREATE TABLE portfolio.ledger_opening_lots (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        import_id uuid,
        source text NOT NULL,
        isin text,
        symbol text NOT NULL,
        exchange text,
        quantity numeric NOT NULL CHECK (quantity > 0),
        average_price numeric NOT NULL CHECK (average_price >= 0),
        as_of date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX ledger_opening_lots_user ON portfolio.ledger_opening_lots (user_id, isin)');
    await q.query(
      'CREATE INDEX ledger_opening_lots_import ON portfolio.ledger_opening_lots (import_id) WHERE import_id IS NOT NULL',
    );
    // The actions as the market service applied them (one row per action, shared by every user): lots
    // are adjusted from these when read, so a history imported later is adjusted too.
    await q.query(`
      CREATE TABLE portfolio.ledger_corporate_actions (
        id text PRIMARY KEY,
        isin text NOT NULL,
        symbol text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('split', 'bonus', 'dividend')),
        ex_date date NOT NULL,
        record_date date,
        ratio_numerator integer,
        ratio_denominator integer,
        per_share numeric,
        purpose text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX ledger_corporate_actions_isin ON portfolio.ledger_corporate_actions (isin, ex_date)');
    await q.query(`
      CREATE TABLE portfolio.ledger_dividends (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        import_id uuid,
        corporate_action_id text,
        source text NOT NULL CHECK (source IN ('import', 'corporate-action')),
        isin text,
        symbol text NOT NULL,
        ex_date date NOT NULL,
        record_date date,
        quantity numeric NOT NULL,
        per_share numeric NOT NULL,
        amount numeric NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Booking a dividend action is idempotent per user: the action's id is stored once per user.
    await q.query(
      'CREATE UNIQUE INDEX ledger_dividends_user_action ON portfolio.ledger_dividends (user_id, corporate_action_id) WHERE corporate_action_id IS NOT NULL',
    );
    await q.query('CREATE INDEX ledger_dividends_user ON portfolio.ledger_dividends (user_id, ex_date)');
    await q.query(
      'CREATE INDEX ledger_dividends_import ON portfolio.ledger_dividends (import_id) WHERE import_id IS NOT NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE portfolio.ledger_dividends');
    await q.query('DROP TABLE portfolio.ledger_corporate_actions');
    await q.query('DROP TABLE portfolio.ledger_opening_lots');
    await q.query('DROP TABLE portfolio.ledger_trades');
  }
}
