import { describe, expect, it } from '@jest/globals';
import { chooseFeed, fallbackMessage, istClock, needsRestart, type FeedChoiceInput } from './feed-choice.js';

const now = new Date('2026-11-24T09:00:00Z');
const session = { kite_user_id: 'AB1234', expires_at: '2026-11-25T00:30:00.000Z' };
const base: FeedChoiceInput = { source: 'session', session, problem: null, refused: false, onExpiry: 'simulator', now };

describe('which feed runs', () => {
  it('streams Kite with the override token and never looks at a session', () => {
    expect(chooseFeed({ ...base, source: 'override', session: null })).toEqual({ run: 'kite', token: 'override' });
    expect(chooseFeed({ ...base, source: 'override', refused: true })).toEqual({ run: 'kite', token: 'override' });
  });

  it('runs the simulator alone when Kite is not configured or the simulator is forced', () => {
    expect(chooseFeed({ ...base, source: 'none' })).toEqual({ run: 'simulator', reason: null });
  });

  it('streams Kite from a live session of the feed account', () => {
    expect(chooseFeed(base)).toEqual({ run: 'kite', token: 'session' });
  });

  it('falls back to the simulator, saying why, when there is no session', () => {
    expect(chooseFeed({ ...base, session: null })).toEqual({
      run: 'simulator',
      reason: 'No Zerodha feed account is connected',
    });
    expect(chooseFeed({ ...base, session: null, problem: 'Could not read the feed session: no instance' })).toEqual({
      run: 'simulator',
      reason: 'Could not read the feed session: no instance',
    });
  });

  it('falls back at 06:00 IST, the instant the session expires', () => {
    const at = new Date(session.expires_at);
    expect(chooseFeed({ ...base, now: new Date(at.getTime() - 1) }).run).toBe('kite');
    const choice = chooseFeed({ ...base, now: at });
    expect(choice).toEqual({ run: 'simulator', reason: 'Zerodha session of AB1234 expired at 06:00 IST' });
    expect(fallbackMessage(choice)).toBe('Zerodha session of AB1234 expired at 06:00 IST; simulator running');
  });

  it('falls back when Kite refused the token', () => {
    expect(chooseFeed({ ...base, refused: true })).toEqual({
      run: 'simulator',
      reason: 'Zerodha session of AB1234 was refused by Kite (403 TokenException)',
    });
  });

  it('pauses instead when configured so, and says the feed is paused', () => {
    const choice = chooseFeed({ ...base, onExpiry: 'pause', now: new Date(session.expires_at) });
    expect(choice).toEqual({ run: 'paused', reason: 'Zerodha session of AB1234 expired at 06:00 IST' });
    expect(fallbackMessage(choice)).toMatch(/expired at 06:00 IST; the feed is paused until an admin reconnects/);
    expect(chooseFeed({ ...base, onExpiry: 'pause' })).toEqual({ run: 'kite', token: 'session' });
  });
});

describe('when a switch restarts the feed', () => {
  const kite = { run: 'kite', token: 'session' } as const;
  const sim = { run: 'simulator', reason: 'x' } as const;

  it('restarts on a change of feed or of Kite token, not on a new reason', () => {
    expect(needsRestart(null, null, sim, null)).toBe(true);
    expect(needsRestart(sim, null, kite, 't1')).toBe(true);
    expect(needsRestart(kite, 't1', kite, 't2')).toBe(true);
    expect(needsRestart(kite, 't1', kite, 't1')).toBe(false);
    expect(needsRestart(sim, null, { run: 'simulator', reason: 'y' }, null)).toBe(false);
  });

  it('reads the expiry on India time', () => {
    expect(istClock('2026-11-25T00:30:00Z')).toBe('06:00');
    expect(istClock('2026-11-24T18:45:00Z')).toBe('00:15');
  });
});
