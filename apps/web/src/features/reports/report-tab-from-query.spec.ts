import { describe, expect, it } from 'vitest';
import { reportTabFromParam } from './reportTabs';

describe('the tab a query names', () => {
  it('opens the named tab, ignoring case and spaces', () => {
    expect(reportTabFromParam('harvest')).toBe('harvest');
    expect(reportTabFromParam(' TAX ')).toBe('tax');
  });

  it('understands natural spellings', () => {
    expect(reportTabFromParam('tax-pnl')).toBe('tax');
    expect(reportTabFromParam('harvesting')).toBe('harvest');
  });

  it('falls back to Returns for anything else', () => {
    expect(reportTabFromParam(null)).toBe('returns');
    expect(reportTabFromParam('<script>')).toBe('returns');
  });
});
