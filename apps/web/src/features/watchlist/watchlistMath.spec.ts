import { describe, expect, it } from 'vitest';
import type { WatchlistEntry } from '@app/contracts/alerts/subjects';
import { deriveWatchlistRow, reachedCaption, watchlistSummary, withWatchlistTick } from './watchlistMath';

const entry = (over: Partial<WatchlistEntry> = {}): WatchlistEntry => ({
  id: 'e1',
  instrument_token: 738561,
  tradingsymbol: 'RELIANCE',
  name: 'RELIANCE INDUSTRIES',
  exchange: 'NSE',
  target_price: 1480,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  current_price: 1520,
  has_live_price: true,
  change_percent: 0.5,
  ...over,
});

describe('watchlist distance and reached state', () => {
  it('measures live minus target, in rupees and in percent of the target', () => {
    const row = deriveWatchlistRow(entry());
    expect(row.targetPrice).toBe(1480);
    expect(row.livePrice).toBe(1520);
    expect(row.distanceFromTarget).toBe(40);
    expect(row.distanceFromTargetPercent).toBeCloseTo(2.7027, 4);
    expect(row.isTargetReached).toBe(false);
  });

  it('counts a live price at the target as reached, and below it too', () => {
    expect(deriveWatchlistRow(entry({ current_price: 1480 })).isTargetReached).toBe(true);
    const below = deriveWatchlistRow(entry({ current_price: 1470.1 }));
    expect(below.isTargetReached).toBe(true);
    expect(below.distanceFromTarget).toBe(-9.9);
    expect(below.distanceFromTargetPercent).toBeCloseTo(-0.6689, 4);
  });

  it('gives 0 % when the target is not above 0', () => {
    expect(deriveWatchlistRow(entry({ target_price: 0 })).distanceFromTargetPercent).toBe(0);
  });

  it('leaves distance unknown and the target not reached without a live price', () => {
    const row = deriveWatchlistRow(entry({ current_price: null, has_live_price: false, change_percent: null }));
    expect(row.hasLivePrice).toBe(false);
    expect(row.livePrice).toBeNull();
    expect(row.distanceFromTarget).toBeNull();
    expect(row.distanceFromTargetPercent).toBeNull();
    expect(row.isTargetReached).toBe(false);
  });

  it('recomputes distance and reached state on a tick', () => {
    const row = deriveWatchlistRow(entry());
    const ticked = withWatchlistTick(row, {
      instrument_token: 738561,
      last_price: 1475.5,
      change_percent: -2.1,
      receivedAt: 1,
    });
    expect(ticked.livePrice).toBe(1475.5);
    expect(ticked.changePercent).toBe(-2.1);
    expect(ticked.distanceFromTarget).toBe(-4.5);
    expect(ticked.isTargetReached).toBe(true);
    expect(ticked.current_price).toBe(1475.5);
  });
});

describe('watchlist summary', () => {
  it('counts reached and above, and averages the distance over priced rows', () => {
    const rows = [
      deriveWatchlistRow(entry({ id: 'a', current_price: 1628, target_price: 1480 })), // +10 %
      deriveWatchlistRow(entry({ id: 'b', current_price: 1450, target_price: 1500 })), // reached
      deriveWatchlistRow(entry({ id: 'c', current_price: null, has_live_price: false })),
    ];
    const s = watchlistSummary(rows);
    expect(s).toMatchObject({ total: 3, reached: 1, above: 1 });
    expect(s.avgDistancePercent).toBeCloseTo((10 + (-50 / 1500) * 100) / 2, 6);
    expect(reachedCaption(s)).toBe('1 of 3 targets reached');
  });

  it('has no average for an empty list', () => {
    expect(watchlistSummary([])).toEqual({ total: 0, reached: 0, above: 0, avgDistancePercent: null });
    expect(reachedCaption({ reached: 0, total: 0 })).toBe('0 of 0 targets reached');
  });
});
