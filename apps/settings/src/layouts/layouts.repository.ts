import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SavedLayout } from '@app/contracts';
import type { LayoutContent } from './layout-rules.js';

const COLUMNS = `id, name, layout, containers, column_configs AS "columnConfigs", created_at AS "createdAt", updated_at AS "updatedAt"`;
const UNIQUE_VIOLATION = '23505';

export class DuplicateLayoutName extends Error {}

function mapRow(r: SavedLayout & { createdAt: Date | string; updatedAt: Date | string }): SavedLayout {
  return { ...r, createdAt: new Date(r.createdAt).toISOString(), updatedAt: new Date(r.updatedAt).toISOString() };
}

/** Saved layouts (settings.layouts); names are unique per user, in any case. */
@Injectable()
export class LayoutsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async list(userId: string): Promise<SavedLayout[]> {
    const rows = (await this.ds.query(
      `SELECT ${COLUMNS} FROM settings.layouts WHERE user_id = $1 ORDER BY updated_at DESC`,
      [userId],
    )) as SavedLayout[];
    return rows.map(mapRow);
  }

  async create(userId: string, name: string, c: LayoutContent): Promise<SavedLayout> {
    try {
      const rows = (await this.ds.query(
        `INSERT INTO settings.layouts (user_id, name, layout, containers, column_configs) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5::jsonb) RETURNING ${COLUMNS}`,
        [userId, name, JSON.stringify(c.layout), JSON.stringify(c.containers), JSON.stringify(c.columnConfigs)],
      )) as SavedLayout[];
      return mapRow(rows[0]);
    } catch (e) {
      if ((e as { code?: string }).code === UNIQUE_VIOLATION) throw new DuplicateLayoutName();
      throw e;
    }
  }

  async update(userId: string, id: string, name: string | undefined, c: LayoutContent): Promise<SavedLayout | null> {
    try {
      const [rows] = (await this.ds.query(
        `UPDATE settings.layouts SET name = coalesce($3, name), layout = $4::jsonb, containers = $5::jsonb, column_configs = $6::jsonb, updated_at = now()
          WHERE user_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [
          userId,
          id,
          name ?? null,
          JSON.stringify(c.layout),
          JSON.stringify(c.containers),
          JSON.stringify(c.columnConfigs),
        ],
      )) as [SavedLayout[], number];
      return rows[0] ? mapRow(rows[0]) : null;
    } catch (e) {
      if ((e as { code?: string }).code === UNIQUE_VIOLATION) throw new DuplicateLayoutName();
      throw e;
    }
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const [, n] = (await this.ds.query('DELETE FROM settings.layouts WHERE user_id = $1 AND id = $2', [
      userId,
      id,
    ])) as [unknown, number];
    return n > 0;
  }
}
