import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The bell lists the fires sent in-app; each keeps when its owner first read it. */
export class AddReadStateToRuleFires1766100000000 implements MigrationInterface {
  name = 'AddReadStateToRuleFires1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE alerts.rule_fires ADD COLUMN read_at timestamptz');
    // The bell's badge counts a user's unread fires on every load.
    await q.query('CREATE INDEX ix_rule_fires_unread ON alerts.rule_fires (user_id) WHERE read_at IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX alerts.ix_rule_fires_unread');
    await q.query('ALTER TABLE alerts.rule_fires DROP COLUMN read_at');
  }
}
