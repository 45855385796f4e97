/** Tables whose colours and formatting a user can set. */
export const TABLE_NAMES = ['portfolio', 'analytics', 'watchlist', 'rebuy', 'loss_cover'] as const;
export type TableName = (typeof TABLE_NAMES)[number];

/** Overview container types, and the extra column set of sold positions. */
export const CONTAINER_TYPES = [
  'live-portfolio',
  'watchlist',
  'analytics',
  'loss-cover',
  'rebuy',
  'sold-positions',
] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];
/** Containers that can sit on the Overview grid. */
export const GRID_CONTAINER_TYPES = ['live-portfolio', 'watchlist', 'analytics', 'loss-cover', 'rebuy'] as const;

export interface ColumnSet {
  columns: readonly string[];
  required: readonly string[];
  defaults: readonly string[];
}

/** Column sets per container, in display order: every column, the ones that cannot be hidden, the defaults. */
export const COLUMN_SETS: Record<ContainerType, ColumnSet> = {
  'live-portfolio': {
    columns: ['name', 'buyPrice', 'quantity', 'amount', 'livePrice', 'profitLoss', 'profitLossPercent', 'actions'],
    required: ['name', 'actions'],
    defaults: ['name', 'amount', 'profitLoss', 'profitLossPercent'],
  },
  watchlist: {
    columns: ['instrument', 'livePrice', 'targetPrice', 'difference', 'actions'],
    required: ['instrument', 'actions'],
    defaults: ['instrument', 'livePrice', 'targetPrice', 'difference'],
  },
  analytics: {
    columns: ['tradingsymbol', 'livePrice', 'highestPrice', 'lowestAfterHigh', 'percentFromLowest', 'percentBelowHigh'],
    required: ['tradingsymbol'],
    defaults: [
      'tradingsymbol',
      'livePrice',
      'highestPrice',
      'lowestAfterHigh',
      'percentFromLowest',
      'percentBelowHigh',
    ],
  },
  rebuy: {
    columns: [
      'instrument',
      'buyPrice',
      'sellPrice',
      'livePrice',
      'currentGainLoss',
      'currentGainLossPercent',
      'actions',
    ],
    required: ['instrument', 'actions'],
    defaults: ['instrument', 'livePrice', 'sellPrice', 'currentGainLoss', 'currentGainLossPercent'],
  },
  'loss-cover': {
    columns: [
      'instrument',
      'lossPercent',
      'livePrice',
      'buyPrice',
      'cashLoss',
      'quantity',
      'currentValue',
      'unrealizedPnL',
    ],
    required: ['instrument'],
    defaults: ['instrument', 'lossPercent', 'livePrice', 'cashLoss'],
  },
  'sold-positions': {
    columns: [
      'instrument',
      'buyPrice',
      'sellPrice',
      'quantity',
      'type',
      'commission',
      'realizedPnL',
      'realizedPnLPercent',
      'soldDate',
      'actions',
    ],
    required: ['instrument', 'actions'],
    defaults: ['instrument', 'buyPrice', 'sellPrice', 'quantity', 'type', 'commission', 'realizedPnL'],
  },
};

/**
 * The columns a new configuration selects: the set's defaults, plus its required columns (which can
 * never be turned off, so they are always selected) after them.
 */
export function defaultColumnSelection(type: ContainerType): string[] {
  const set = COLUMN_SETS[type];
  return [...set.defaults, ...set.required.filter((c) => !set.defaults.includes(c))];
}

export const FONT_SIZE_MIN = 10;
export const FONT_SIZE_MAX = 50;
export const DEFAULT_FONT_FAMILY = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
export const DEFAULT_TABLE_COLOR = '#1a1a1a';

/** Bounds of an Overview grid item, in grid columns and rows. */
export const GRID_MIN_W = 2;
export const GRID_MIN_H = 2;
export const GRID_MAX_W = 12;
export const GRID_MAX_H = 20;

export const SETTINGS_DEFAULTS = {
  portfolio_variables: { above_cash: 7000, below_cash: 1000, stock_commission_pct: 0.1, future_commission_pct: 0.05 },
  loss_cover: { min_loss_percent: 5, max_loss_percent: 100 },
  color_preferences: { primary: '#FFD700', success: '#10B981', danger: '#EF4444', warning: '#F59E0B', info: '#3B82F6' },
  table_colors: {
    portfolio: DEFAULT_TABLE_COLOR,
    analytics: DEFAULT_TABLE_COLOR,
    watchlist: DEFAULT_TABLE_COLOR,
    rebuy: DEFAULT_TABLE_COLOR,
    loss_cover: DEFAULT_TABLE_COLOR,
  },
  table_settings: {
    separate_pnl_columns: false,
    show_percentage_pnl: true,
    show_cash_pnl: true,
    enable_conditional_formatting: true,
    enable_row_colors: true,
  },
  font_preferences: { base_font_size: 14, font_family: DEFAULT_FONT_FAMILY },
  header_preferences: { auto_hide_enabled: false, proximity_threshold: 50, hide_delay: 1000, show_delay: 100 },
} as const;
