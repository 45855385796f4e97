import { describe, expect, it } from '@jest/globals';
import { stateAt, statusAt } from './testing/ist.js';

// Diwali Laxmi Pujan, Tuesday 21 October 2025 (NSE/CMTR/70319): pre-open 13:30-13:45, trading 13:45-14:45.
const DIWALI = '2025-10-21';

describe('Muhurat trading', () => {
  it.each(['NSE', 'BSE', 'NFO', 'BFO'])('%s trades only in the Muhurat window', (exchange) => {
    expect(stateAt(exchange, `${DIWALI}T09:15:00`)).toBe('closed');
    expect(stateAt(exchange, `${DIWALI}T13:29:59`)).toBe('closed');
    expect(stateAt(exchange, `${DIWALI}T13:30:00`)).toBe('pre-open');
    expect(stateAt(exchange, `${DIWALI}T13:45:00`)).toBe('open');
    expect(stateAt(exchange, `${DIWALI}T14:44:59`)).toBe('open');
    expect(stateAt(exchange, `${DIWALI}T14:45:00`)).toBe('closed');
    expect(stateAt(exchange, `${DIWALI}T15:00:00`)).toBe('closed');
  });

  it('names the session, is not reported as a holiday, and points at its window', () => {
    const before = statusAt('NSE', `${DIWALI}T10:00:00`);
    expect(before).toMatchObject({ state: 'closed', reason: 'Diwali Laxmi Pujan: Muhurat trading', holiday: null });
    expect(before.next_open).toBe(`${DIWALI}T13:45:00+05:30`);
    expect(before.next_close).toBe(`${DIWALI}T14:45:00+05:30`);
  });

  it('after the window, opens again after Balipratipada on Thursday 23 October', () => {
    const after = statusAt('NSE', `${DIWALI}T15:00:00`);
    expect(after.next_open).toBe('2025-10-23T09:15:00+05:30');
    expect(statusAt('NSE', '2025-10-22T10:00:00')).toMatchObject({ state: 'closed', holiday: 'Diwali Balipratipada' });
  });

  it('keeps the Sunday of Diwali 2026 closed: its timings are not in the data file', () => {
    expect(stateAt('NSE', '2026-11-08T18:00:00')).toBe('closed');
    expect(statusAt('NSE', '2026-11-08T18:00:00').reason).toMatch(/^Diwali Laxmi Pujan: Muhurat trading/);
  });

  it('opens the Union Budget Sunday, 1 February 2026, with regular hours (NSE/CMTR/72349)', () => {
    expect(stateAt('NSE', '2026-02-01T09:05:00')).toBe('pre-open');
    expect(stateAt('NSE', '2026-02-01T10:00:00')).toBe('open');
    expect(stateAt('NSE', '2026-02-01T15:30:00')).toBe('closed');
    expect(statusAt('NSE', '2026-01-31T10:00:00').next_open).toBe('2026-02-01T09:15:00+05:30');
  });
});
