import type { DataSource } from 'typeorm';

/** A table of the service's own schema that holds rows belonging to a user. */
export interface UserOwnedTable {
  table: string;
  userColumn: string;
}

export const USER_OWNED_TABLES = Symbol('USER_OWNED_TABLES');

const IDENT = /^[a-z_][a-z0-9_]*$/;

/** Counts and deletes one user's rows across the service's user-owned tables. */
export class UserDataRepository {
  constructor(
    private readonly ds: DataSource,
    private readonly schema: string,
    private readonly tables: UserOwnedTable[],
  ) {
    for (const t of tables) {
      if (!IDENT.test(t.table) || !IDENT.test(t.userColumn))
        throw new Error(`invalid table spec ${t.table}.${t.userColumn}`);
    }
  }

  async count(userId: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const t of this.tables) {
      const rows: Array<{ n: string }> = await this.ds.query(
        `SELECT count(*)::text AS n FROM "${this.schema}"."${t.table}" WHERE "${t.userColumn}" = $1`,
        [userId],
      );
      counts[t.table] = Number(rows[0]?.n ?? 0);
    }
    return counts;
  }

  /** Deletes in the order given (children first), all or nothing. */
  async deleteAll(userId: string): Promise<void> {
    await this.ds.transaction(async (m) => {
      for (const t of this.tables) {
        await m.query(`DELETE FROM "${this.schema}"."${t.table}" WHERE "${t.userColumn}" = $1`, [userId]);
      }
    });
  }
}
