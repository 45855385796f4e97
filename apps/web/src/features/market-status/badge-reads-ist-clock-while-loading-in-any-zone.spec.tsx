import { act, cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/marketStatusReplies';
import { MarketStatusBadge } from './MarketStatusBadge';

// A browser in New York: 10:00 IST on Monday 23 Nov 2026 is 23:30 on Sunday there.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the header badge before the calendar answers', () => {
  it('reads NSE hours off the IST clock, not the browser’s: open at 10:00 IST though it is Sunday night in New York', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00+05:30'));
    expect(new Date().getDay()).toBe(0);
    expect(new Date().getHours()).toBe(23);
    // The first answer never comes.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderSignedIn(<MarketStatusBadge />);
    expect(screen.getByTestId('market-status')).toHaveTextContent(/^Market Open$/);
    expect(screen.getByTestId('market-status').dataset.source).toBe('clock');
  });

  it('shows Pre-Market at 09:14:40 IST and Market Open at the next reading of the clock, 30 s on', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-11-23T09:14:40+05:30'));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderSignedIn(<MarketStatusBadge />);
    expect(screen.getByTestId('market-status')).toHaveTextContent(/^Pre-Market$/);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByTestId('market-status')).toHaveTextContent(/^Market Open$/);
  });
});
