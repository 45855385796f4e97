import { describe, expect, it } from 'vitest';
import type { BrokerConnectionSummary } from '@app/contracts/broker/types';
import { connectionsByUser, feedCellOf } from './feedAccount';

const conn = (over: Partial<BrokerConnectionSummary> = {}): BrokerConnectionSummary => ({
  user_id: 'u1',
  kite_user_id: 'AB1234',
  user_shortname: 'Arjun',
  state: 'connected',
  expires_at: '2026-11-25T06:00:00+05:30',
  is_feed_account: false,
  ...over,
});

describe('the Feed account column', () => {
  it('offers a connected account for the feed and marks the one that feeds', () => {
    expect(feedCellOf(conn()).kind).toBe('can-feed');
    expect(feedCellOf(conn({ is_feed_account: true })).kind).toBe('feed');
  });

  it('cannot use an expired session, and has nothing for a user without a connection', () => {
    expect(feedCellOf(conn({ state: 'expired' }))).toMatchObject({ kind: 'cannot-feed' });
    expect(feedCellOf(conn({ state: 'disconnected' })).kind).toBe('none');
    expect(feedCellOf(undefined).kind).toBe('none');
  });

  it('finds each user’s connection by user id', () => {
    const map = connectionsByUser([conn(), conn({ user_id: 'u2', kite_user_id: 'CD5678' })]);
    expect(map.get('u2')?.kite_user_id).toBe('CD5678');
    expect(connectionsByUser(undefined).size).toBe(0);
  });
});
