import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * File imports (preview, then commit or discard, then maybe undo) and each user's saved column mappings.
 * An import keeps its parsed valid rows as one `json` value until it is committed: a 100,000-row
 * tradebook is one write and one read of ~25 MB, cheaper than a staging table's 100,000 rows, and `json`
 * (not `jsonb`) stores the text as sent, since it is only ever read back whole.
 */
export class CreateImports1765000000000 implements MigrationInterface {
  name = 'CreateImports1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE portfolio.imports (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        file_name text NOT NULL,
        upload_object text,
        format text NOT NULL,
        status text NOT NULL CHECK (status IN ('preview', 'needs-mapping', 'committing', 'committed', 'undone', 'failed')),
        detected text NOT NULL,
        rows_total integer NOT NULL DEFAULT 0,
        counts jsonb NOT NULL DEFAULT '{}'::jsonb,
        sample jsonb NOT NULL DEFAULT '[]'::jsonb,
        problems jsonb NOT NULL DEFAULT '[]'::jsonb,
        problems_total integer NOT NULL DEFAULT 0,
        mapping jsonb,
        header_signature text,
        parsed_rows json,
        created_position_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        committed_at timestamptz
      )`);
    await q.query('CREATE INDEX imports_user_created ON portfolio.imports (user_id, created_at DESC)');
    await q.query(`
      CREATE TABLE portfolio.import_mappings (
        user_id uuid NOT NULL,
        header_signature text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('trade', 'holding', 'dividend', 'position')),
        columns jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, header_signature)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE portfolio.import_mappings');
    await q.query('DROP TABLE portfolio.imports');
  }
}
