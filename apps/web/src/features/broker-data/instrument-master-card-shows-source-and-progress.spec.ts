import { describe, expect, it } from 'vitest';
import { masterSourceText, reloadProgressView } from './instrumentMaster';

const progress = { source: 'kite' as const, started_at: '2026-11-24T03:00:00Z' };

describe('the instrument master card', () => {
  it('names the bundled snapshot by its date, and a Kite dump as such', () => {
    expect(masterSourceText({ source: 'bundled', snapshot_date: '2026-05-17' })).toBe('Bundled snapshot of 2026-05-17');
    expect(masterSourceText({ source: 'bundled', snapshot_date: null })).toBe('Bundled snapshot');
    expect(masterSourceText({ source: 'kite', snapshot_date: null })).toBe('Kite instrument dump');
  });

  it('shows an indeterminate bar while the dump downloads', () => {
    expect(reloadProgressView({ ...progress, phase: 'downloading', done: 0, total: 0 })).toEqual({
      label: "Downloading Kite's instrument dump...",
      percent: null,
    });
  });

  it('shows the share of rows stored, never above 100', () => {
    expect(reloadProgressView({ ...progress, phase: 'storing', done: 30_000, total: 120_000 })).toMatchObject({
      percent: 25,
    });
    expect(reloadProgressView({ ...progress, phase: 'storing', done: 30_000, total: 120_000 }).label).toMatch(
      /^Storing 30,000 of 1,?20,000 instruments$/,
    );
    expect(reloadProgressView({ ...progress, phase: 'storing', done: 9, total: 8 }).percent).toBe(100);
  });
});
