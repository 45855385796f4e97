import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { SingletonSetting, TableName } from '@app/contracts';

/** Columns of settings.user_settings that hold one JSON object each. */
export type JsonSetting = SingletonSetting | 'last_used_layout';

/** One row per user with each singleton setting as a JSON column, so reads and writes are one statement. */
@Injectable()
export class UserSettingsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async get<T>(userId: string, column: JsonSetting): Promise<T | null> {
    const rows = (await this.ds.query(`SELECT ${column} AS v FROM settings.user_settings WHERE user_id = $1`, [
      userId,
    ])) as { v: T | null }[];
    return rows[0]?.v ?? null;
  }

  async put(userId: string, column: JsonSetting, value: object, tx?: EntityManager): Promise<void> {
    await (tx ?? this.ds.manager).query(
      `INSERT INTO settings.user_settings (user_id, ${column}) VALUES ($1, $2::jsonb)
       ON CONFLICT (user_id) DO UPDATE SET ${column} = EXCLUDED.${column}, updated_at = now()`,
      [userId, JSON.stringify(value)],
    );
  }

  /** Both objects behind the user-preferences view, changed together or not at all. */
  async putTwo(userId: string, a: [JsonSetting, object], b: [JsonSetting, object]): Promise<void> {
    await this.ds.query(
      `INSERT INTO settings.user_settings (user_id, ${a[0]}, ${b[0]}) VALUES ($1, $2::jsonb, $3::jsonb)
       ON CONFLICT (user_id) DO UPDATE SET ${a[0]} = EXCLUDED.${a[0]}, ${b[0]} = EXCLUDED.${b[0]}, updated_at = now()`,
      [userId, JSON.stringify(a[1]), JSON.stringify(b[1])],
    );
  }

  async getTwo<A, B>(userId: string, a: JsonSetting, b: JsonSetting): Promise<[A | null, B | null]> {
    const rows = (await this.ds.query(`SELECT ${a} AS a, ${b} AS b FROM settings.user_settings WHERE user_id = $1`, [
      userId,
    ])) as { a: A | null; b: B | null }[];
    return [rows[0]?.a ?? null, rows[0]?.b ?? null];
  }

  async putTableColor(userId: string, table: TableName, color: string): Promise<Record<string, string>> {
    const rows = (await this.ds.query(
      `INSERT INTO settings.user_settings (user_id, table_colors) VALUES ($1, jsonb_build_object($2::text, $3::text))
       ON CONFLICT (user_id) DO UPDATE SET table_colors = settings.user_settings.table_colors || EXCLUDED.table_colors, updated_at = now()
       RETURNING table_colors`,
      [userId, table, color],
    )) as { table_colors: Record<string, string> }[];
    return rows[0].table_colors;
  }

  async activeLayoutId(userId: string): Promise<string | null> {
    const rows = (await this.ds.query('SELECT active_layout_id FROM settings.user_settings WHERE user_id = $1', [
      userId,
    ])) as { active_layout_id: string | null }[];
    return rows[0]?.active_layout_id ?? null;
  }

  /** Sets the active layout only if it is one of the user's; answers false when it is not. */
  async setActiveLayout(userId: string, layoutId: string | null): Promise<boolean> {
    if (layoutId === null) {
      await this.ds.query(
        `INSERT INTO settings.user_settings (user_id, active_layout_id) VALUES ($1, NULL)
         ON CONFLICT (user_id) DO UPDATE SET active_layout_id = NULL, updated_at = now()`,
        [userId],
      );
      return true;
    }
    const rows = (await this.ds.query(
      `INSERT INTO settings.user_settings (user_id, active_layout_id)
       SELECT $1, l.id FROM settings.layouts l WHERE l.id = $2 AND l.user_id = $1
       ON CONFLICT (user_id) DO UPDATE SET active_layout_id = EXCLUDED.active_layout_id, updated_at = now()
       RETURNING active_layout_id`,
      [userId, layoutId],
    )) as unknown[];
    return rows.length > 0;
  }
}
