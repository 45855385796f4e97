import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePortfolioTables1764200000000 implements MigrationInterface {
  name = 'CreatePortfolioTables1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE portfolio.positions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        trading_symbol text NOT NULL,
        instrument_token bigint NOT NULL,
        exchange text NOT NULL,
        name text NOT NULL,
        instrument_type text NOT NULL DEFAULT 'EQ' CHECK (instrument_type IN ('EQ', 'FUT')),
        expiry date,
        buy_date date,
        buy_price numeric(18,4) NOT NULL CHECK (buy_price > 0),
        quantity integer NOT NULL CHECK (quantity > 0),
        position_type text NOT NULL DEFAULT 'BUY' CHECK (position_type IN ('BUY', 'SELL')),
        yesterday_closing_price numeric(18,4),
        todays_pnl numeric(20,4),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX ix_positions_user ON portfolio.positions (user_id, created_at)');
    await q.query(`
      CREATE TABLE portfolio.sold_positions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        original_position_id uuid,
        trading_symbol text NOT NULL,
        instrument_token bigint NOT NULL,
        exchange text NOT NULL,
        name text NOT NULL,
        instrument_type text NOT NULL,
        position_type text NOT NULL,
        buy_price numeric(18,4) NOT NULL,
        sell_price numeric(18,4) NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        commission numeric(20,4) NOT NULL,
        realized_profit_loss numeric(20,4) NOT NULL,
        sold_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query('CREATE INDEX ix_sold_user ON portfolio.sold_positions (user_id, sold_at DESC)');
    await q.query(`
      CREATE TABLE portfolio.rebuy_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        instrument_token bigint NOT NULL,
        trading_symbol text NOT NULL,
        name text NOT NULL,
        exchange text NOT NULL,
        buy_price numeric(18,4) NOT NULL,
        sell_price numeric(18,4) NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        original_position_id uuid,
        buy_date date,
        sell_date timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query('CREATE INDEX ix_rebuy_user ON portfolio.rebuy_entries (user_id, instrument_token)');
    await q.query(`
      CREATE TABLE portfolio.rollover_history (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        from_position_id uuid,
        to_position_id uuid,
        from_symbol text NOT NULL,
        to_symbol text NOT NULL,
        to_instrument_token bigint NOT NULL,
        new_expiry date NOT NULL,
        quantity integer NOT NULL,
        position_type text NOT NULL,
        close_price numeric(18,4) NOT NULL,
        open_price numeric(18,4) NOT NULL,
        rolled_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`
      CREATE TABLE portfolio.funds (
        user_id uuid PRIMARY KEY,
        cash numeric(20,4) NOT NULL CHECK (cash >= 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE portfolio.holdings (
        user_id uuid NOT NULL,
        instrument_token bigint NOT NULL,
        tradingsymbol text NOT NULL,
        exchange text NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        average_price numeric(18,4) NOT NULL,
        PRIMARY KEY (user_id, instrument_token)
      )`);
    await q.query(`
      CREATE TABLE portfolio.orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        tradingsymbol text NOT NULL,
        exchange text NOT NULL,
        instrument_token bigint NOT NULL,
        transaction_type text NOT NULL CHECK (transaction_type IN ('BUY', 'SELL')),
        order_type text NOT NULL CHECK (order_type IN ('MARKET', 'LIMIT')),
        product text NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        price numeric(18,4),
        status text NOT NULL CHECK (status IN ('OPEN', 'COMPLETE', 'CANCELLED', 'REJECTED')),
        status_message text,
        average_price numeric(18,4),
        filled_quantity integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        filled_at timestamptz
      )`);
    await q.query(`CREATE INDEX ix_orders_open ON portfolio.orders (instrument_token) WHERE status = 'OPEN'`);
    await q.query('CREATE INDEX ix_orders_user ON portfolio.orders (user_id, created_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['orders', 'holdings', 'funds', 'rollover_history', 'rebuy_entries', 'sold_positions', 'positions'])
      await q.query(`DROP TABLE portfolio.${t}`);
  }
}
