import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAuthTables1763800000000 implements MigrationInterface {
  name = 'CreateAuthTables1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE auth.users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
        password_hash text NOT NULL,
        user_type text NOT NULL CHECK (user_type IN ('customer', 'admin')),
        first_name text,
        last_name text,
        broker_user_id text,
        broker_user_shortname text,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON auth.users (lower(email))`);
    await q.query(`
      CREATE TABLE auth.sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users(id) ON DELETE CASCADE,
        remember_me boolean NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        last_used_at timestamptz NOT NULL,
        revoked_at timestamptz,
        revoked_reason text,
        ip text,
        user_agent text
      )`);
    await q.query(`CREATE INDEX sessions_user_idx ON auth.sessions (user_id)`);
    await q.query(`CREATE INDEX sessions_revoked_idx ON auth.sessions (revoked_at) WHERE revoked_at IS NOT NULL`);
    await q.query(`
      CREATE TABLE auth.refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id uuid NOT NULL REFERENCES auth.sessions(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        rotated_at timestamptz
      )`);
    await q.query(`CREATE INDEX refresh_tokens_session_idx ON auth.refresh_tokens (session_id)`);
    await q.query(`
      CREATE TABLE auth.login_failures (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email text NOT NULL,
        ip text NOT NULL,
        attempted_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX login_failures_email_idx ON auth.login_failures (email, attempted_at)`);
    await q.query(`CREATE INDEX login_failures_ip_idx ON auth.login_failures (ip, attempted_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE auth.login_failures');
    await q.query('DROP TABLE auth.refresh_tokens');
    await q.query('DROP TABLE auth.sessions');
    await q.query('DROP TABLE auth.users');
  }
}
