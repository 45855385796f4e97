import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * File imports (preview, then commit or discard, then maybe undo) and each user's saved column mappings.
 * An import keeps the name of its upload in the object store, not its parsed rows: the commit parses the
 * file again (about as fast as reading back ~25 MB of stored rows for 100,000 trades, and it saves
 * writing them at preview); docs/imports.md has the figures.
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
        applied_mapping jsonb,
        header_signature text,
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
