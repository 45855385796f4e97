import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSettingsTables1764100000000 implements MigrationInterface {
  name = 'CreateSettingsTables1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE settings.layouts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        name text NOT NULL CHECK (length(btrim(name)) > 0),
        layout jsonb NOT NULL,
        containers jsonb NOT NULL,
        column_configs jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE UNIQUE INDEX uq_layouts_user_name ON settings.layouts (user_id, lower(name))');
    await q.query(`
      CREATE TABLE settings.user_settings (
        user_id uuid PRIMARY KEY,
        portfolio_variables jsonb,
        loss_cover jsonb,
        color_preferences jsonb,
        table_colors jsonb NOT NULL DEFAULT '{}',
        table_settings jsonb,
        font_preferences jsonb,
        header_preferences jsonb,
        last_used_layout jsonb,
        -- deleting the active layout clears it
        active_layout_id uuid REFERENCES settings.layouts (id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE settings.conditional_formatting_rules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        table_name text NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        priority integer NOT NULL DEFAULT 0,
        condition_type text NOT NULL,
        condition_value numeric NOT NULL,
        condition_value_max numeric,
        condition_column text NOT NULL,
        text_color text,
        background_color text,
        rule_name text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (condition_type <> 'between' OR condition_value_max IS NOT NULL)
      )`);
    await q.query('CREATE INDEX ix_rules_user ON settings.conditional_formatting_rules (user_id, priority DESC)');
    for (const [table, column] of [
      ['row_colors', 'background_color'],
      ['row_text_colors', 'text_color'],
    ]) {
      await q.query(`
        CREATE TABLE settings.${table} (
          user_id uuid NOT NULL,
          table_name text NOT NULL,
          row_identifier text NOT NULL,
          ${column} text NOT NULL,
          updated_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (user_id, table_name, row_identifier)
        )`);
    }
    await q.query(`
      CREATE TABLE settings.collapsible_states (
        user_id uuid NOT NULL,
        container_id text NOT NULL,
        is_collapsed boolean NOT NULL,
        PRIMARY KEY (user_id, container_id)
      )`);
    await q.query(`
      CREATE TABLE settings.column_configs (
        user_id uuid NOT NULL,
        container_type text NOT NULL,
        selected_columns jsonb NOT NULL,
        column_order jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, container_type)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'column_configs',
      'collapsible_states',
      'row_text_colors',
      'row_colors',
      'conditional_formatting_rules',
      'user_settings',
      'layouts',
    ]) {
      await q.query(`DROP TABLE settings.${t}`);
    }
  }
}
