import { describe, expect, it } from '@jest/globals';
import { columnConfigsOverDefaults, defaultColumnConfig } from './merge-settings.js';

const savedRebuy = {
  containerType: 'rebuy' as const,
  selectedColumns: ['instrument', 'actions', 'sellPrice'],
  columnOrder: ['sellPrice', 'instrument', 'actions'],
};

describe('column configs over their defaults', () => {
  const configs = columnConfigsOverDefaults({ rebuy: savedRebuy });

  it('answer a config for every container type', () => {
    expect(Object.keys(configs).sort()).toEqual([
      'analytics',
      'live-portfolio',
      'loss-cover',
      'rebuy',
      'sold-positions',
      'watchlist',
    ]);
  });

  it('keep the saved config of a type', () => {
    expect(configs.rebuy).toEqual(savedRebuy);
  });

  it('give the other types their default columns, in the default order', () => {
    expect(configs.watchlist).toEqual({
      containerType: 'watchlist',
      selectedColumns: ['instrument', 'livePrice', 'targetPrice', 'difference', 'actions'],
      columnOrder: ['instrument', 'livePrice', 'targetPrice', 'difference', 'actions'],
    });
  });

  it('fall back to the defaults when a saved config is reset', () => {
    expect(defaultColumnConfig('rebuy').selectedColumns).toEqual([
      'instrument',
      'livePrice',
      'sellPrice',
      'currentGainLoss',
      'currentGainLossPercent',
      'actions',
    ]);
  });
});
