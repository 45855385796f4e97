import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Corporate actions already applied to the watchlist (each rescales targets once, however often its
 * event arrives), and when each target was set: only targets set before an ex-date are in the old
 * units. Existing entries take their creation time, the best record there is of when they were set.
 */
export class CreateAppliedCorporateActions1765000300000 implements MigrationInterface {
  name = 'CreateAppliedCorporateActions1765000300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE alerts.corporate_actions_applied (
        action_id uuid PRIMARY KEY,
        isin text NOT NULL,
        ex_date date NOT NULL,
        ratio_numerator integer NOT NULL,
        ratio_denominator integer NOT NULL,
        targets_rescaled integer NOT NULL DEFAULT 0,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('ALTER TABLE alerts.watchlist_entries ADD COLUMN target_set_at timestamptz');
    await q.query('UPDATE alerts.watchlist_entries SET target_set_at = created_at');
    await q.query(
      'ALTER TABLE alerts.watchlist_entries ALTER COLUMN target_set_at SET NOT NULL, ALTER COLUMN target_set_at SET DEFAULT clock_timestamp()',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE alerts.watchlist_entries DROP COLUMN target_set_at');
    await q.query('DROP TABLE alerts.corporate_actions_applied');
  }
}
