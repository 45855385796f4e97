import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Kite's real candles and the days already fetched (apart from the simulator's generated day candles,
 * so switching source never serves simulated history as real), and the shared request limiter: one row
 * per request slot (3 for historical, 1 for quotes, Kite's per-second limits), a log of requests for the
 * fetcher's status, and the requests waiting for a slot.
 */
export class CreateMarketKiteHistory1764190000000 implements MigrationInterface {
  name = 'CreateMarketKiteHistory1764190000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE market.kite_candles (
        instrument_token bigint NOT NULL,
        interval text NOT NULL,
        at timestamptz NOT NULL,
        open numeric(18,4) NOT NULL,
        high numeric(18,4) NOT NULL,
        low numeric(18,4) NOT NULL,
        close numeric(18,4) NOT NULL,
        volume bigint NOT NULL DEFAULT 0,
        oi bigint,
        PRIMARY KEY (instrument_token, interval, at)
      )`);
    await q.query(`
      CREATE TABLE market.kite_candle_days (
        instrument_token bigint NOT NULL,
        interval text NOT NULL,
        day date NOT NULL,
        fetched_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (instrument_token, interval, day)
      )`);
    await q.query(`
      CREATE TABLE market.kite_request_slots (
        bucket text NOT NULL,
        slot int NOT NULL,
        used_at timestamptz NOT NULL DEFAULT 'epoch',
        PRIMARY KEY (bucket, slot)
      )`);
    await q.query(
      `INSERT INTO market.kite_request_slots (bucket, slot) VALUES ('historical', 0), ('historical', 1), ('historical', 2), ('quote', 0)`,
    );
    await q.query(`
      CREATE TABLE market.kite_request_log (
        id bigserial PRIMARY KEY,
        bucket text NOT NULL,
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        status int NOT NULL,
        error text
      )`);
    await q.query('CREATE INDEX kite_request_log_bucket_at ON market.kite_request_log (bucket, at)');
    await q.query(`
      CREATE TABLE market.kite_request_waits (
        id uuid PRIMARY KEY,
        bucket text NOT NULL,
        since timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'kite_request_waits',
      'kite_request_log',
      'kite_request_slots',
      'kite_candle_days',
      'kite_candles',
    ])
      await q.query(`DROP TABLE market.${t}`);
  }
}
