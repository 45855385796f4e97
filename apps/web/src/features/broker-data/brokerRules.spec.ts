import { describe, expect, it } from 'vitest';
import { countEntries, feedStatusOf, parsePrice } from './brokerRules';

describe('feed status', () => {
  const status = {
    feed: 'simulator',
    state: 'connected',
    connected: true,
    subscribed: 120,
    last_tick_at: '2026-03-12T10:00:00Z',
  };

  it('reads a change event, a start answer and a plain status alike', () => {
    expect(feedStatusOf({ status: 'connected', ...status })).toEqual(status);
    expect(feedStatusOf({ status: 'started', streaming: true, feed: status })).toEqual(status);
    expect(feedStatusOf(status)).toEqual(status);
  });

  it('fills what an event leaves out, and refuses what is not a feed', () => {
    expect(feedStatusOf({ status: 'disconnected', feed: 'kite' })).toEqual({
      feed: 'kite',
      state: 'disconnected',
      connected: false,
      subscribed: 0,
      last_tick_at: null,
    });
    expect(feedStatusOf(null)).toBeNull();
    expect(feedStatusOf({ status: 'started', streaming: true })).toBeNull();
    expect(feedStatusOf({ feed: 'other' })).toBeNull();
  });
});

describe('simulator price input', () => {
  it('takes a positive price with up to 4 decimals', () => {
    expect(parsePrice(' 2950.05 ')).toEqual({ ok: true, value: 2950.05 });
    for (const bad of ['0', '-5', 'abc', '1.23456', '']) expect(parsePrice(bad).ok).toBe(false);
  });
});

describe('counts', () => {
  it('lists biggest first, ties by name', () => {
    expect(countEntries({ BSE: 30, NSE: 50, MCX: 8, NFO: 8 })).toEqual([
      ['NSE', 50],
      ['BSE', 30],
      ['MCX', 8],
      ['NFO', 8],
    ]);
    expect(countEntries(undefined)).toEqual([]);
  });
});
