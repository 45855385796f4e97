import type { UserOwnedTable } from '@app/common';

/** The settings service's user-owned tables, in the order a user's rows are deleted. */
export const SETTINGS_USER_TABLES: UserOwnedTable[] = [
  { table: 'conditional_formatting_rules', userColumn: 'user_id' },
  { table: 'row_colors', userColumn: 'user_id' },
  { table: 'row_text_colors', userColumn: 'user_id' },
  { table: 'collapsible_states', userColumn: 'user_id' },
  { table: 'column_configs', userColumn: 'user_id' },
  { table: 'user_settings', userColumn: 'user_id' },
  { table: 'layouts', userColumn: 'user_id' },
];
