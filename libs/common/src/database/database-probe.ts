import type { DataSource } from 'typeorm';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** What the health server and the metrics need to know about a service's connection. */
export class DatabaseProbe {
  constructor(private readonly ds: DataSource) {}

  /** True when a trivial statement round-trips; throws when the server cannot be reached. */
  async ping(): Promise<boolean> {
    if (!this.ds.isInitialized) return false;
    await this.ds.query('SELECT 1');
    return true;
  }

  /** The pg Pool behind TypeORM's postgres driver (`master`), or undefined before it exists. */
  poolStats(): PoolStats | undefined {
    const pool = (
      this.ds.driver as unknown as { master?: { totalCount: number; idleCount: number; waitingCount: number } }
    ).master;
    return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : undefined;
  }
}
