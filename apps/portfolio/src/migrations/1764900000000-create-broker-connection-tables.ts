import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each user's Zerodha connection and the single-use login states of the Kite login. The access token is
 * kept only sealed (AES-256-GCM, see SecretCipher), and a login state only as its hash, so a copy of the
 * database holds neither a usable token nor a state that could be replayed.
 */
export class CreateBrokerConnectionTables1764900000000 implements MigrationInterface {
  name = 'CreateBrokerConnectionTables1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE portfolio.broker_connections (
        user_id uuid PRIMARY KEY,
        kite_user_id text,
        user_shortname text,
        sealed_access_token text CHECK (sealed_access_token IS NULL OR sealed_access_token LIKE 'v1.%'),
        key_id text,
        login_at timestamptz,
        expires_at timestamptz,
        state text NOT NULL DEFAULT 'disconnected' CHECK (state IN ('connected', 'expired', 'disconnected')),
        reason text,
        mode text NOT NULL DEFAULT 'live' CHECK (mode IN ('live', 'paper')),
        is_feed_account boolean NOT NULL DEFAULT false,
        connected_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (state <> 'connected' OR (sealed_access_token IS NOT NULL AND kite_user_id IS NOT NULL AND expires_at IS NOT NULL))
      )`);
    // At most one account feeds the market; one Zerodha account is connected to at most one user.
    await q.query(
      'CREATE UNIQUE INDEX ux_broker_feed_account ON portfolio.broker_connections (is_feed_account) WHERE is_feed_account',
    );
    await q.query(
      "CREATE UNIQUE INDEX ux_broker_kite_user ON portfolio.broker_connections (kite_user_id) WHERE state = 'connected'",
    );
    await q.query(`
      CREATE TABLE portfolio.broker_login_states (
        state_hash text PRIMARY KEY,
        user_id uuid NOT NULL,
        session_id text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX ix_broker_login_states_user ON portfolio.broker_login_states (user_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE portfolio.broker_login_states');
    await q.query('DROP TABLE portfolio.broker_connections');
  }
}
