import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ConditionalRule, RowColor, RowColorKind, RowTextColor, TableName } from '@app/contracts';
import type { RuleFields } from './conditional-rule.js';

const RULE_COLUMNS = `id, table_name, is_active, priority, condition_type, condition_value::float8 AS condition_value,
  condition_value_max::float8 AS condition_value_max, condition_column, text_color, background_color, rule_name, created_at, updated_at`;

/** A rule's values in the order its INSERT and UPDATE list the columns, table_name to rule_name. */
const ruleValues = (r: RuleFields) => [
  r.table_name,
  r.is_active,
  r.priority,
  r.condition_type,
  r.condition_value,
  r.condition_value_max,
  r.condition_column,
  r.text_color,
  r.background_color,
  r.rule_name,
];

/** The table of each kind of row colour is settings.<kind>; this is the column that holds its colour. */
const COLOR_COLUMN: Record<RowColorKind, string> = { row_colors: 'background_color', row_text_colors: 'text_color' };

/** Conditional-formatting rules and the two row-colour tables. */
@Injectable()
export class FormattingRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async rules(userId: string, table?: TableName): Promise<ConditionalRule[]> {
    return (await this.ds.query(
      `SELECT ${RULE_COLUMNS} FROM settings.conditional_formatting_rules
        WHERE user_id = $1 AND ($2::text IS NULL OR table_name = $2) ORDER BY priority DESC, created_at`,
      [userId, table ?? null],
    )) as ConditionalRule[];
  }

  async rule(userId: string, id: string): Promise<ConditionalRule | null> {
    const rows = (await this.ds.query(
      `SELECT ${RULE_COLUMNS} FROM settings.conditional_formatting_rules WHERE user_id = $1 AND id = $2`,
      [userId, id],
    )) as ConditionalRule[];
    return rows[0] ?? null;
  }

  async createRule(userId: string, r: RuleFields): Promise<ConditionalRule> {
    const rows = (await this.ds.query(
      `INSERT INTO settings.conditional_formatting_rules
         (user_id, table_name, is_active, priority, condition_type, condition_value, condition_value_max, condition_column, text_color, background_color, rule_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${RULE_COLUMNS}`,
      [userId, ...ruleValues(r)],
    )) as ConditionalRule[];
    return rows[0];
  }

  async updateRule(userId: string, id: string, r: RuleFields): Promise<ConditionalRule | null> {
    const [rows] = (await this.ds.query(
      `UPDATE settings.conditional_formatting_rules SET table_name = $3, is_active = $4, priority = $5, condition_type = $6,
         condition_value = $7, condition_value_max = $8, condition_column = $9, text_color = $10, background_color = $11, rule_name = $12, updated_at = now()
       WHERE user_id = $1 AND id = $2 RETURNING ${RULE_COLUMNS}`,
      [userId, id, ...ruleValues(r)],
    )) as [ConditionalRule[], number];
    return rows[0] ?? null;
  }

  async deleteRule(userId: string, id: string): Promise<boolean> {
    const [, n] = (await this.ds.query(
      'DELETE FROM settings.conditional_formatting_rules WHERE user_id = $1 AND id = $2',
      [userId, id],
    )) as [unknown, number];
    return n > 0;
  }

  async rowColors(kind: RowColorKind, userId: string, table?: TableName): Promise<RowColor[] | RowTextColor[]> {
    return (await this.ds.query(
      `SELECT table_name, row_identifier, ${COLOR_COLUMN[kind]} FROM settings.${kind}
        WHERE user_id = $1 AND ($2::text IS NULL OR table_name = $2) ORDER BY table_name, row_identifier`,
      [userId, table ?? null],
    )) as RowColor[] | RowTextColor[];
  }

  async setRowColor(kind: RowColorKind, userId: string, table: TableName, row: string, color: string): Promise<void> {
    const col = COLOR_COLUMN[kind];
    await this.ds.query(
      `INSERT INTO settings.${kind} (user_id, table_name, row_identifier, ${col}) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, table_name, row_identifier) DO UPDATE SET ${col} = EXCLUDED.${col}, updated_at = now()`,
      [userId, table, row, color],
    );
  }

  async deleteRowColor(kind: RowColorKind, userId: string, table: TableName, row: string): Promise<boolean> {
    const [, n] = (await this.ds.query(
      `DELETE FROM settings.${kind} WHERE user_id = $1 AND table_name = $2 AND row_identifier = $3`,
      [userId, table, row],
    )) as [unknown, number];
    return n > 0;
  }
}
