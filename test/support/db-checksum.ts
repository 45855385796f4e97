import type { TestDatabase } from './postgres.js';

export const SERVICE_SCHEMAS = ['auth', 'portfolio', 'market', 'settings', 'alerts'] as const;

export interface ChecksumOptions {
  /** Tables left out entirely (`schema.table`). */
  skip?: string[];
  /** For these tables only the listed columns count (the others move on their own). */
  columns?: Record<string, string[]>;
  /** Extra WHERE clauses per table. */
  where?: Record<string, string>;
  /** Only rows of this user (tables with a `user_id` column, and `auth.users` by id); other tables are left out. */
  userId?: string;
}

/** One md5 per table over the schemas' rows, to tell whether a request changed anything. */
export type Checksums = Map<string, string>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Builds one query that hashes every table of the service schemas; the list of tables and columns is
 * read once, so a table added by a later migration is covered without editing a test.
 */
export async function checksumQuery(
  db: TestDatabase,
  options: ChecksumOptions = {},
): Promise<() => Promise<Checksums>> {
  const cols = await db.query<{ t: string; c: string[] }>(
    `SELECT table_schema || '.' || table_name AS t, array_agg(column_name::text ORDER BY ordinal_position) AS c
       FROM information_schema.columns
      WHERE table_schema = ANY($1) AND table_name <> 'migrations'
      GROUP BY 1 ORDER BY 1`,
    [SERVICE_SCHEMAS],
  );
  const parts: string[] = [];
  for (const { t, c } of cols) {
    if (options.skip?.includes(t)) continue;
    const wanted = options.columns?.[t] ?? c;
    const conditions: string[] = [];
    if (options.where?.[t]) conditions.push(options.where[t]);
    if (options.userId !== undefined) {
      if (c.includes('user_id')) conditions.push('user_id = $1::uuid');
      else if (t === 'auth.users') conditions.push('id = $1::uuid');
      else continue;
    }
    const [schema, table] = t.split('.');
    const where = conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
    parts.push(
      `SELECT '${t}' AS t, md5(coalesce(string_agg(r, '|' ORDER BY r), '')) AS h FROM (SELECT ROW(${wanted.map(quote).join(', ')})::text AS r FROM ${quote(schema)}.${quote(table)}${where}) x`,
    );
  }
  if (parts.length === 0) throw new Error('no tables to checksum');
  const sql = parts.join('\nUNION ALL\n');
  return async () => {
    const rows = await db.query<{ t: string; h: string }>(
      sql,
      options.userId !== undefined ? [options.userId] : undefined,
    );
    return new Map(rows.map((r) => [r.t, r.h]));
  };
}

/** The tables whose checksum differs. */
export function changedTables(before: Checksums, after: Checksums): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((k) => before.get(k) !== after.get(k)).sort();
}
