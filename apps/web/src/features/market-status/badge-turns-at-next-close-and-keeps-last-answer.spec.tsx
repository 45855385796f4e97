import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerStatus, renderSignedIn, uniformReply } from '../../test/marketStatusReplies';
import { MarketStatusBadge } from './MarketStatusBadge';

// Failed calls raise the app's error toast; that rule has tests of its own.
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() } }));

const open = uniformReply('2026-11-23T15:29:50+05:30', {
  state: 'open',
  reason: null,
  holiday: null,
  next_open: '2026-11-24T09:15:00+05:30',
  next_close: '2026-11-23T15:30:00+05:30',
});
const closed = uniformReply('2026-11-23T15:30:01+05:30', {
  state: 'closed',
  reason: null,
  holiday: null,
  next_open: '2026-11-24T09:15:00+05:30',
  next_close: null,
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const label = () => screen.getByTestId('market-status').textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-23T15:29:50+05:30'));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the header badge over time', () => {
  it('asks again the moment NSE closes, not 30 s later, and turns to Market Closed', async () => {
    const fetch = answerStatus(open, closed);
    renderSignedIn(<MarketStatusBadge />);
    await advance(0);
    expect(label()).toBe('Market Open');
    await advance(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await advance(1_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(label()).toBe('Market Closed');
  });

  it('keeps the last answer when a call fails, and asks again 30 s later', async () => {
    const fetch = answerStatus(closed, 503, closed);
    vi.setSystemTime(new Date(closed.as_of));
    renderSignedIn(<MarketStatusBadge />);
    await advance(0);
    expect(label()).toBe('Market Closed');
    expect(screen.getByTestId('market-status').dataset.source).toBe('calendar');
    await advance(30_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    // The failure leaves the calendar's answer in place, not the clock's stand-in.
    expect(screen.getByTestId('market-status').dataset.source).toBe('calendar');
    await advance(30_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(label()).toBe('Market Closed');
  });
});
