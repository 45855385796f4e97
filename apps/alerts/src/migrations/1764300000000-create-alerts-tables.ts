import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAlertsTables1764300000000 implements MigrationInterface {
  name = 'CreateAlertsTables1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE alerts.watchlist_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        instrument_token bigint NOT NULL,
        tradingsymbol text NOT NULL,
        name text NOT NULL,
        exchange text NOT NULL,
        target_price numeric(18,4) NOT NULL CHECK (target_price > 0),
        state text NOT NULL DEFAULT 'armed' CHECK (state IN ('armed', 'triggered')),
        last_fired_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_watchlist_user_token_target UNIQUE (user_id, instrument_token, target_price)
      )`);
    await q.query(`
      CREATE TABLE alerts.alerts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        entry_id uuid,
        instrument_token bigint NOT NULL,
        tradingsymbol text NOT NULL,
        target_price numeric(18,4) NOT NULL,
        current_price numeric(18,4) NOT NULL,
        triggered_at timestamptz NOT NULL,
        read_at timestamptz
      )`);
    await q.query('CREATE INDEX ix_alerts_user_time ON alerts.alerts (user_id, triggered_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE alerts.alerts');
    await q.query('DROP TABLE alerts.watchlist_entries');
  }
}
