import { describe, expect, it } from '@jest/globals';
import { DEFAULT_FONT_FAMILY } from '@app/contracts';
import { hasSaved, mergeBundle, overDefaults } from './merge-settings.js';

const EMPTY = { settings: null, rules: [], row_colors: [], row_text_colors: [], collapsible: {}, column_configs: {} };

describe('mergeBundle', () => {
  it('answers every default for a user who saved nothing', () => {
    const b = mergeBundle(EMPTY);
    expect(b.portfolio_variables).toEqual({
      above_cash: 7000,
      below_cash: 1000,
      stock_commission_pct: 0.1,
      future_commission_pct: 0.05,
    });
    expect(b.loss_cover).toEqual({ min_loss_percent: 5, max_loss_percent: 100 });
    expect(b.color_preferences).toEqual({
      primary: '#FFD700',
      success: '#10B981',
      danger: '#EF4444',
      warning: '#F59E0B',
      info: '#3B82F6',
    });
    expect(b.table_colors).toEqual({
      portfolio: '#1a1a1a',
      analytics: '#1a1a1a',
      watchlist: '#1a1a1a',
      rebuy: '#1a1a1a',
      loss_cover: '#1a1a1a',
    });
    expect(b.font_preferences).toEqual({ base_font_size: 14, font_family: DEFAULT_FONT_FAMILY });
    expect(b.font_preferences.font_family.startsWith('Inter')).toBe(true);
    expect(b.header_preferences).toEqual({
      auto_hide_enabled: false,
      proximity_threshold: 50,
      hide_delay: 1000,
      show_delay: 100,
    });
    expect(b.column_configs['live-portfolio']).toEqual({
      containerType: 'live-portfolio',
      selectedColumns: ['name', 'amount', 'profitLoss', 'profitLossPercent', 'actions'],
      columnOrder: ['name', 'amount', 'profitLoss', 'profitLossPercent', 'actions'],
    });
    expect(b.column_configs.analytics.selectedColumns).toHaveLength(6);
    expect(b).toMatchObject({
      conditional_formatting: [],
      row_colors: [],
      row_text_colors: [],
      collapsible_states: {},
    });
    expect(hasSaved(EMPTY)).toBe(false);
  });

  it('puts saved values over the defaults, field by field', () => {
    const b = mergeBundle({
      ...EMPTY,
      settings: { loss_cover: { min_loss_percent: 10 }, table_colors: { watchlist: '#000000' } },
    });
    expect(b.loss_cover).toEqual({ min_loss_percent: 10, max_loss_percent: 100 });
    expect(b.table_colors.watchlist).toBe('#000000');
    expect(b.table_colors.portfolio).toBe('#1a1a1a');
  });

  it('ignores stored keys that are unknown or of the wrong type', () => {
    expect(overDefaults({ a: 1, b: 'x' }, { a: 'one', b: 'y', c: 3 })).toEqual({ a: 1, b: 'y' });
    expect(overDefaults({ a: 1 }, null)).toEqual({ a: 1 });
  });
});
