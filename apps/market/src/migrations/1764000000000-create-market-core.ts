import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMarketCore1764000000000 implements MigrationInterface {
  name = 'CreateMarketCore1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE market.instruments (
        instrument_token bigint PRIMARY KEY,
        exchange_token bigint NOT NULL,
        tradingsymbol text NOT NULL,
        name text NOT NULL,
        last_price numeric(18,4) NOT NULL DEFAULT 0,
        expiry date,
        strike numeric(18,4) NOT NULL DEFAULT 0,
        tick_size numeric(12,4) NOT NULL,
        lot_size integer NOT NULL,
        instrument_type text NOT NULL,
        segment text NOT NULL,
        exchange text NOT NULL,
        CONSTRAINT uq_instruments_exchange_symbol UNIQUE (exchange, tradingsymbol)
      )`);
    await q.query(`
      CREATE TABLE market.instrument_loads (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        source text NOT NULL CHECK (source IN ('bundled', 'kite')),
        total integer NOT NULL,
        loaded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE market.quotes (
        instrument_token bigint PRIMARY KEY,
        day date NOT NULL,
        last_price numeric(18,4) NOT NULL,
        open numeric(18,4) NOT NULL,
        high numeric(18,4) NOT NULL,
        low numeric(18,4) NOT NULL,
        close numeric(18,4) NOT NULL,
        volume bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE market.dashboard_indices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        instrument_token bigint NOT NULL,
        tradingsymbol text NOT NULL,
        name text NOT NULL,
        side text NOT NULL CHECK (side IN ('left', 'right')),
        -- clock_timestamp, not now(): picks stored in one transaction keep their order
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT uq_dashboard_indices_user_token UNIQUE (user_id, instrument_token)
      )`);
    await q.query(`CREATE INDEX ix_dashboard_indices_user_side ON market.dashboard_indices (user_id, side)`);
    await q.query(`
      CREATE TABLE market.dashboard_index_users (
        user_id uuid PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE market.dashboard_index_users');
    await q.query('DROP TABLE market.dashboard_indices');
    await q.query('DROP TABLE market.quotes');
    await q.query('DROP TABLE market.instrument_loads');
    await q.query('DROP TABLE market.instruments');
  }
}
