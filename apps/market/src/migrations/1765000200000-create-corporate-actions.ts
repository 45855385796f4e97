import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Corporate actions per ISIN and the batches an admin loads them in. One action is stored once however
 * often the same CSV is uploaded (the identity index); a batch lists the actions of its upload through
 * its items, new or already known. `published_at` is the outbox mark of the applied event.
 */
export class CreateCorporateActions1765000200000 implements MigrationInterface {
  name = 'CreateCorporateActions1765000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE market.corporate_action_batches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        source text NOT NULL CHECK (source IN ('nse_csv', 'manual')),
        file_name text,
        problems jsonb NOT NULL DEFAULT '[]',
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        applied_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE market.corporate_actions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        isin text NOT NULL CHECK (isin ~ '^[A-Z]{2}[A-Z0-9]{9}[0-9]$'),
        symbol text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('split', 'bonus', 'dividend')),
        ex_date date NOT NULL,
        record_date date,
        ratio_numerator integer CHECK (ratio_numerator > 0),
        ratio_denominator integer CHECK (ratio_denominator > 0),
        per_share numeric(18,4) CHECK (per_share > 0),
        purpose text NOT NULL,
        status text NOT NULL DEFAULT 'preview' CHECK (status IN ('preview', 'applied')),
        batch_id uuid NOT NULL REFERENCES market.corporate_action_batches (id),
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        applied_at timestamptz,
        published_at timestamptz,
        CHECK ((kind = 'dividend') = (per_share IS NOT NULL)),
        CHECK ((kind = 'dividend') = (ratio_numerator IS NULL AND ratio_denominator IS NULL))
      )`);
    await q.query(`
      CREATE UNIQUE INDEX uq_corporate_actions_identity ON market.corporate_actions
        (isin, kind, ex_date, COALESCE(ratio_numerator, 0), COALESCE(ratio_denominator, 0), COALESCE(per_share, 0))`);
    await q.query('CREATE INDEX ix_corporate_actions_isin ON market.corporate_actions (isin, ex_date)');
    await q.query(`
      CREATE TABLE market.corporate_action_batch_items (
        batch_id uuid NOT NULL REFERENCES market.corporate_action_batches (id) ON DELETE CASCADE,
        action_id uuid NOT NULL REFERENCES market.corporate_actions (id),
        line integer,
        PRIMARY KEY (batch_id, action_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE market.corporate_action_batch_items');
    await q.query('DROP TABLE market.corporate_actions');
    await q.query('DROP TABLE market.corporate_action_batches');
  }
}
