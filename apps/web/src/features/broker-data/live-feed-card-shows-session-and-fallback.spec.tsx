import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedStatus } from '@app/contracts/market/types';
import type { LiveSnapshot } from '../../shared/live/liveSocket';
import { feedStatusOf } from './brokerRules';
import { LiveFeedCard } from './LiveFeedCard';

const live = { state: 'connected', attempts: 0, lastHeartbeatAt: null, feed: null } as unknown as LiveSnapshot;
const base = { connected: true, subscribed: 120, last_tick_at: null, token_source: 'session' as const };

const card = (feed: FeedStatus) =>
  render(<LiveFeedCard live={live} feed={feed} checking={false} error={null} onCheck={() => undefined} />);

afterEach(cleanup);

describe('the Live connection card', () => {
  it('names the Zerodha session the Kite ticker streams with, and when it expires', () => {
    const expires = new Date(Date.now() + 5 * 3_600_000).toISOString();
    card({
      ...base,
      feed: 'kite',
      state: 'connected',
      session: { kite_user_id: 'AB1234', expires_at: expires },
      fallback_reason: null,
    });
    expect(screen.getByTestId('feed-kind').textContent).toContain('Kite ticker');
    expect(screen.getByTestId('feed-session').textContent).toBe('Zerodha session of AB1234 · expires in 4h 59m');
    expect(screen.queryByTestId('feed-fallback')).toBeNull();
  });

  it('says why the simulator runs after the session expired, and that reconnecting resumes Kite', () => {
    card({
      ...base,
      feed: 'simulator',
      state: 'connected',
      session: null,
      fallback_reason: 'Zerodha session of AB1234 expired at 06:00 IST',
      message: 'Zerodha session of AB1234 expired at 06:00 IST; simulator running',
    });
    expect(screen.getByTestId('feed-kind').textContent).toContain('Simulator');
    expect(screen.getByTestId('feed-session').textContent).toBe('No Zerodha session: simulator running');
    expect(screen.getByTestId('feed-message').textContent).toBe(
      'Zerodha session of AB1234 expired at 06:00 IST; simulator running',
    );
    expect(screen.getByTestId('feed-fallback').textContent).toMatch(/reconnects the feed account/);
  });

  it('shows a paused feed as paused', () => {
    card({
      ...base,
      feed: 'kite',
      state: 'paused',
      connected: false,
      session: null,
      fallback_reason: 'No Zerodha feed account is connected',
    });
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(screen.getByTestId('feed-session').textContent).toBe('No Zerodha session: the feed is paused');
  });
});

describe('reading the session from a websocket_status event', () => {
  it('keeps the session and the fallback reason, and clears them when the event does', () => {
    const session = { kite_user_id: 'AB1234', expires_at: '2026-11-25T00:30:00.000Z' };
    const event = {
      status: 'connected',
      feed: 'kite',
      state: 'connected',
      token_source: 'session',
      session,
      fallback_reason: null,
    };
    expect(feedStatusOf(event)).toMatchObject({ token_source: 'session', session, fallback_reason: null });
    expect(feedStatusOf({ ...event, feed: 'simulator', session: null, fallback_reason: 'x' })).toMatchObject({
      session: null,
      fallback_reason: 'x',
    });
    expect(feedStatusOf({ feed: 'simulator', state: 'connected' })).not.toHaveProperty('session');
  });
});
