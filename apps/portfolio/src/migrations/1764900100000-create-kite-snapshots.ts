import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The last good answer of each Kite read per user (holdings, funds, positions, orders), shown with its
 * age when Kite cannot be reached; it names the Zerodha account it came from, so a user who connects
 * another account is never shown the first one's figures.
 */
export class CreateKiteSnapshots1764900100000 implements MigrationInterface {
  name = 'CreateKiteSnapshots1764900100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE portfolio.kite_snapshots (
        user_id uuid NOT NULL,
        kite_user_id text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('holdings', 'funds', 'positions', 'orders')),
        payload jsonb NOT NULL,
        fetched_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, kind)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE portfolio.kite_snapshots');
  }
}
