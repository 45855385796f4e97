import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ColumnConfig, ConditionalRule, RowColor, RowTextColor } from '@app/contracts';

export interface StoredBundle {
  settings: Record<string, unknown> | null;
  rules: ConditionalRule[];
  row_colors: RowColor[];
  row_text_colors: RowTextColor[];
  collapsible: Record<string, boolean>;
  column_configs: Record<string, ColumnConfig>;
}

/**
 * Everything a user saved, in one statement: the cost of settings/all is one round trip to Postgres
 * however many rules, colours or configs the user has. Exported for the benchmark's bare baseline.
 */
export const BUNDLE_SQL = `
SELECT
  (SELECT to_jsonb(s) - 'user_id' FROM settings.user_settings s WHERE s.user_id = $1) AS settings,
  (SELECT coalesce(jsonb_agg(to_jsonb(r) - 'user_id' ORDER BY r.priority DESC, r.created_at), '[]'::jsonb)
     FROM settings.conditional_formatting_rules r WHERE r.user_id = $1) AS rules,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('table_name', c.table_name, 'row_identifier', c.row_identifier,
          'background_color', c.background_color) ORDER BY c.table_name, c.row_identifier), '[]'::jsonb)
     FROM settings.row_colors c WHERE c.user_id = $1) AS row_colors,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('table_name', c.table_name, 'row_identifier', c.row_identifier,
          'text_color', c.text_color) ORDER BY c.table_name, c.row_identifier), '[]'::jsonb)
     FROM settings.row_text_colors c WHERE c.user_id = $1) AS row_text_colors,
  (SELECT coalesce(jsonb_object_agg(k.container_id, k.is_collapsed), '{}'::jsonb)
     FROM settings.collapsible_states k WHERE k.user_id = $1) AS collapsible,
  (SELECT coalesce(jsonb_object_agg(cc.container_type, jsonb_build_object('containerType', cc.container_type,
          'selectedColumns', cc.selected_columns, 'columnOrder', cc.column_order)), '{}'::jsonb)
     FROM settings.column_configs cc WHERE cc.user_id = $1) AS column_configs`;

@Injectable()
export class BundleRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async load(userId: string): Promise<StoredBundle> {
    const [row] = (await this.ds.query(BUNDLE_SQL, [userId])) as StoredBundle[];
    return row;
  }
}
