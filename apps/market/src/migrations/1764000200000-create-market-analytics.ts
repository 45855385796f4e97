import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMarketAnalytics1764000200000 implements MigrationInterface {
  name = 'CreateMarketAnalytics1764000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE market.analytics_tracked_instruments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        instrument_token bigint NOT NULL,
        tradingsymbol text NOT NULL,
        name text NOT NULL,
        exchange text NOT NULL,
        months integer NOT NULL CHECK (months BETWEEN 1 AND 60),
        status text NOT NULL CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
        rate_limited boolean NOT NULL DEFAULT false,
        error text,
        attempts integer NOT NULL DEFAULT 0,
        highest_price numeric(18,4),
        lowest_price numeric(18,4),
        lowest_after_high numeric(18,4),
        high_day date,
        computed_day date,
        computed_months integer,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_analytics_user_token UNIQUE (user_id, instrument_token)
      )`);
    await q.query(
      `CREATE INDEX ix_analytics_pending ON market.analytics_tracked_instruments (rate_limited, created_at) WHERE status = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE market.analytics_tracked_instruments');
  }
}
