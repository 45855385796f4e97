import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMarketCandles1764000100000 implements MigrationInterface {
  name = 'CreateMarketCandles1764000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE market.day_candles (
        instrument_token bigint NOT NULL,
        day date NOT NULL,
        open numeric(18,4) NOT NULL,
        high numeric(18,4) NOT NULL,
        low numeric(18,4) NOT NULL,
        close numeric(18,4) NOT NULL,
        volume bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (instrument_token, day),
        CHECK (low <= open AND low <= close AND high >= open AND high >= close)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE market.day_candles');
  }
}
