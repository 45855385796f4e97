import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_TIMING } from './alertConstants';
import { createSuppressor } from './suppression';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-05T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('60 s dedupe', () => {
  it('refuses the same instrument and target within 60 s, then lets it through', () => {
    const dedupe = createSuppressor(ALERT_TIMING.dedupeMs);
    expect(dedupe.admit('738561:1480')).toBe(true);
    vi.advanceTimersByTime(59_999);
    expect(dedupe.admit('738561:1480')).toBe(false);
    expect(dedupe.admit('738561:1490')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(dedupe.admit('738561:1480')).toBe(true);
  });
});

describe('300 s cooldown', () => {
  it('suppresses the same pair for five minutes, counted from the last alert let through', () => {
    const cooldown = createSuppressor(ALERT_TIMING.cooldownMs);
    expect(cooldown.admit('k')).toBe(true);
    vi.advanceTimersByTime(299_000);
    expect(cooldown.admit('k')).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(cooldown.admit('k')).toBe(true);
  });

  it('cleanup forgets only expired keys', () => {
    const cooldown = createSuppressor(ALERT_TIMING.cooldownMs);
    cooldown.admit('old');
    vi.advanceTimersByTime(200_000);
    cooldown.admit('new');
    vi.advanceTimersByTime(100_000);
    expect(cooldown.cleanup()).toBe(1);
    expect(cooldown.size()).toBe(1);
    expect(cooldown.admit('new')).toBe(false);
  });

  it('clear forgets everything (a user change)', () => {
    const cooldown = createSuppressor(ALERT_TIMING.cooldownMs);
    cooldown.admit('k');
    cooldown.clear();
    expect(cooldown.admit('k')).toBe(true);
  });
});
