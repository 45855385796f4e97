import { describe, expect, it } from 'vitest';
import { IMPORT_OF_TAB, PORTFOLIO_TABS, TAB_OF_IMPORT, tabFromParam } from './portfolioTabs';

describe('tabFromParam', () => {
  it('opens every tab by its key', () => {
    for (const t of PORTFOLIO_TABS) expect(tabFromParam(t.key)).toBe(t.key);
  });

  it('reads natural spellings and falls back to positions', () => {
    expect(tabFromParam('Funds')).toBe('holdings');
    expect(tabFromParam('rollover-history')).toBe('rollovers');
    expect(tabFromParam(null)).toBe('positions');
    expect(tabFromParam('nonsense')).toBe('positions');
  });
});

describe('imports and tabs', () => {
  it('round-trip', () => {
    for (const [tab, kind] of Object.entries(IMPORT_OF_TAB)) expect(TAB_OF_IMPORT[kind]).toBe(tab);
  });
});
