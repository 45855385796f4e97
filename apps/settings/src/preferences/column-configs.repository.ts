import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ColumnConfig, ContainerType } from '@app/contracts';

@Injectable()
export class ColumnConfigsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async list(userId: string): Promise<Record<string, ColumnConfig>> {
    const rows = (await this.ds.query(
      'SELECT container_type, selected_columns, column_order FROM settings.column_configs WHERE user_id = $1',
      [userId],
    )) as { container_type: ContainerType; selected_columns: string[]; column_order: string[] }[];
    return Object.fromEntries(
      rows.map((r) => [
        r.container_type,
        { containerType: r.container_type, selectedColumns: r.selected_columns, columnOrder: r.column_order },
      ]),
    );
  }

  async put(userId: string, c: ColumnConfig): Promise<void> {
    await this.ds.query(
      `INSERT INTO settings.column_configs (user_id, container_type, selected_columns, column_order) VALUES ($1, $2, $3::jsonb, $4::jsonb)
       ON CONFLICT (user_id, container_type) DO UPDATE SET selected_columns = EXCLUDED.selected_columns, column_order = EXCLUDED.column_order, updated_at = now()`,
      [userId, c.containerType, JSON.stringify(c.selectedColumns), JSON.stringify(c.columnOrder)],
    );
  }

  async delete(userId: string, type: ContainerType): Promise<void> {
    await this.ds.query('DELETE FROM settings.column_configs WHERE user_id = $1 AND container_type = $2', [
      userId,
      type,
    ]);
  }
}
