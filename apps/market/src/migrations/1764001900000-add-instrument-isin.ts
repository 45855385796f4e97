import type { MigrationInterface, QueryRunner } from 'typeorm';

/** ISINs on the instrument master: imports and lookups key on them. */
export class AddInstrumentIsin1764001900000 implements MigrationInterface {
  name = 'AddInstrumentIsin1764001900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE market.instruments ADD COLUMN isin text`);
    await q.query(
      `ALTER TABLE market.instruments ADD CONSTRAINT ck_instruments_isin CHECK (isin ~ '^[A-Z]{2}[A-Z0-9]{9}[0-9]$')`,
    );
    await q.query(`CREATE INDEX ix_instruments_isin ON market.instruments (isin) WHERE isin IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX market.ix_instruments_isin');
    await q.query('ALTER TABLE market.instruments DROP COLUMN isin');
  }
}
