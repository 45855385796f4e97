import type { ConditionType } from '@app/formatting';
import type { ContainerType, TableName } from './constants.js';

export interface PortfolioVariables {
  above_cash: number;
  below_cash: number;
  stock_commission_pct: number;
  future_commission_pct: number;
}
export interface LossCover {
  min_loss_percent: number;
  max_loss_percent: number;
}
export interface ColorPreferences {
  primary: string;
  success: string;
  danger: string;
  warning: string;
  info: string;
}
export type TableColors = Record<TableName, string>;
export interface TableSettings {
  separate_pnl_columns: boolean;
  show_percentage_pnl: boolean;
  show_cash_pnl: boolean;
  enable_conditional_formatting: boolean;
  enable_row_colors: boolean;
}
export interface FontPreferences {
  base_font_size: number;
  font_family: string;
}
export interface HeaderPreferences {
  auto_hide_enabled: boolean;
  proximity_threshold: number;
  hide_delay: number;
  show_delay: number;
}
export interface ConditionalRule {
  id: string;
  table_name: TableName;
  is_active: boolean;
  priority: number;
  condition_type: ConditionType;
  condition_value: number;
  condition_value_max: number | null;
  condition_column: string;
  text_color: string | null;
  background_color: string | null;
  rule_name: string;
}
export interface RowColor {
  table_name: TableName;
  row_identifier: string;
  background_color: string;
}
export interface RowTextColor {
  table_name: TableName;
  row_identifier: string;
  text_color: string;
}
export interface ColumnConfig {
  containerType: ContainerType;
  selectedColumns: string[];
  columnOrder: string[];
}
export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  minW?: number;
  minH?: number;
  maxW?: number;
  maxH?: number;
}
export interface SavedLayout {
  id: string;
  name: string;
  layout: GridItem[];
  containers: string[];
  columnConfigs: Record<string, ColumnConfig>;
  createdAt: string;
  updatedAt: string;
}
export interface LastUsedLayout {
  layout: GridItem[];
  containers: string[];
  columnConfigs: Record<string, ColumnConfig>;
  timestamp: string;
}
export interface UserPreferences {
  portfolio_above_cash: number;
  portfolio_below_cash: number;
  loss_cover_min_percent: number;
  loss_cover_max_percent: number;
}

/** GET /api/settings/all data. */
export interface SettingsBundle {
  portfolio_variables: PortfolioVariables;
  loss_cover: LossCover;
  color_preferences: ColorPreferences;
  table_colors: TableColors;
  table_settings: TableSettings;
  conditional_formatting: ConditionalRule[];
  row_colors: RowColor[];
  row_text_colors: RowTextColor[];
  collapsible_states: Record<string, boolean>;
  font_preferences: FontPreferences;
  header_preferences: HeaderPreferences;
  column_configs: Record<ContainerType, ColumnConfig>;
}
export interface SettingsBundleReply {
  settings: SettingsBundle;
  /** The user has saved something (false: every value is a default). */
  preloaded: boolean;
}

/** Every settings request names its user; the gateway fills it from the session. */
export interface SettingsRequest<B = undefined> {
  userId: string;
  body?: B;
  id?: string;
  table?: string;
  containerType?: string;
  table_name?: string;
}
