import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Alert rules, their fires, the delivery outbox and each user's channels. A fire and its deliveries
 * are written in one statement with the rule's claim, so a stored fire always has its deliveries.
 */
export class CreateAlertRulesAndOutbox1766000000000 implements MigrationInterface {
  name = 'CreateAlertRulesAndOutbox1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE alerts.rules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        instrument_token bigint,
        tradingsymbol text,
        exchange text,
        kind text NOT NULL,
        value numeric(20,4),
        months integer,
        recurring boolean NOT NULL DEFAULT false,
        expires_at timestamptz,
        channels text[] NOT NULL,
        note text,
        state text NOT NULL DEFAULT 'armed' CHECK (state IN ('armed', 'triggered', 'fired')),
        level numeric(20,4),
        last_fired_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX ix_rules_user_created ON alerts.rules (user_id, created_at DESC)');
    await q.query('CREATE INDEX ix_rules_instrument ON alerts.rules (instrument_token)');
    await q.query(`
      CREATE TABLE alerts.rule_fires (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        rule_id uuid REFERENCES alerts.rules (id) ON DELETE SET NULL,
        kind text NOT NULL,
        instrument_token bigint,
        tradingsymbol text,
        level numeric(20,4),
        observed numeric(20,4),
        message text NOT NULL,
        fired_at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX ix_rule_fires_user_time ON alerts.rule_fires (user_id, fired_at DESC)');
    await q.query('CREATE INDEX ix_rule_fires_rule ON alerts.rule_fires (rule_id)');
    await q.query(`
      CREATE TABLE alerts.deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        fire_id uuid NOT NULL REFERENCES alerts.rule_fires (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        channel text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        last_error text,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT uq_deliveries_fire_channel UNIQUE (fire_id, channel)
      )`);
    await q.query("CREATE INDEX ix_deliveries_due ON alerts.deliveries (next_attempt_at) WHERE status = 'pending'");
    await q.query('CREATE INDEX ix_deliveries_user ON alerts.deliveries (user_id)');
    await q.query(`
      CREATE TABLE alerts.channel_settings (
        user_id uuid PRIMARY KEY,
        defaults text[] NOT NULL DEFAULT '{in_app}',
        quiet_start text,
        quiet_end text,
        email_address text,
        email_verified_at timestamptz,
        email_code_hash text,
        email_code_expires_at timestamptz,
        email_code_attempts integer NOT NULL DEFAULT 0,
        telegram_chat_enc text,
        telegram_link_code text UNIQUE,
        telegram_link_expires_at timestamptz,
        webhook_url text,
        webhook_secret_enc text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE alerts.push_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        endpoint text NOT NULL,
        keys_enc text NOT NULL,
        user_agent text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_push_user_endpoint UNIQUE (user_id, endpoint)
      )`);
    await q.query(`
      CREATE TABLE alerts.telegram_poll_state (
        id integer PRIMARY KEY CHECK (id = 1),
        update_offset bigint NOT NULL DEFAULT 0
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE alerts.telegram_poll_state');
    await q.query('DROP TABLE alerts.push_subscriptions');
    await q.query('DROP TABLE alerts.channel_settings');
    await q.query('DROP TABLE alerts.deliveries');
    await q.query('DROP TABLE alerts.rule_fires');
    await q.query('DROP TABLE alerts.rules');
  }
}
