import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

@Injectable()
export class CollapsibleRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async list(userId: string): Promise<Record<string, boolean>> {
    const rows = (await this.ds.query(
      'SELECT container_id, is_collapsed FROM settings.collapsible_states WHERE user_id = $1',
      [userId],
    )) as {
      container_id: string;
      is_collapsed: boolean;
    }[];
    return Object.fromEntries(rows.map((r) => [r.container_id, r.is_collapsed]));
  }

  async set(userId: string, containerId: string, collapsed: boolean): Promise<void> {
    await this.ds.query(
      `INSERT INTO settings.collapsible_states (user_id, container_id, is_collapsed) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, container_id) DO UPDATE SET is_collapsed = EXCLUDED.is_collapsed`,
      [userId, containerId, collapsed],
    );
  }
}
