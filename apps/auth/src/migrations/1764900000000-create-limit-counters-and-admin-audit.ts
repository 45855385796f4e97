import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Request limits every gateway shares, and the audit of what admins do in place of a limit. */
export class CreateLimitCountersAndAdminAudit1764900000000 implements MigrationInterface {
  name = 'CreateLimitCountersAndAdminAudit1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE auth.limit_counters (
        key text PRIMARY KEY CHECK (length(key) <= 200),
        window_start timestamptz NOT NULL,
        window_ms integer NOT NULL CHECK (window_ms > 0),
        hits integer NOT NULL CHECK (hits >= 0)
      )`);
    await q.query(`CREATE INDEX limit_counters_window_idx ON auth.limit_counters (window_start)`);
    // No foreign keys: the audit outlives the accounts it names, so it keeps their emails as they were.
    await q.query(`
      CREATE TABLE auth.admin_audit (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        action text NOT NULL,
        actor_id uuid NOT NULL,
        actor_email text NOT NULL,
        target_id uuid NOT NULL,
        target_email text NOT NULL,
        target_user_type text NOT NULL,
        at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX admin_audit_at_idx ON auth.admin_audit (at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE auth.admin_audit');
    await q.query('DROP TABLE auth.limit_counters');
  }
}
