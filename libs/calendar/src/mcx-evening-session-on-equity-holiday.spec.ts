import { describe, expect, it } from '@jest/globals';
import { stateAt, statusAt } from './testing/ist.js';

// Holi, Tuesday 3 March 2026: equities shut all day; MCX shuts its morning and trades 17:00 to its close.
describe("MCX's evening session on an equity holiday", () => {
  it('keeps NSE and BSE closed all day', () => {
    for (const time of ['09:15', '12:00', '17:30', '20:00']) {
      expect(stateAt('NSE', `2026-03-03T${time}:00`)).toBe('closed');
      expect(stateAt('BSE', `2026-03-03T${time}:00`)).toBe('closed');
    }
  });

  it('closes MCX in the morning and opens it at 17:00 until 23:55 (before US daylight saving)', () => {
    expect(stateAt('MCX', '2026-03-03T08:50:00')).toBe('closed');
    expect(stateAt('MCX', '2026-03-03T10:00:00')).toBe('closed');
    expect(stateAt('MCX', '2026-03-03T16:59:59')).toBe('closed');
    expect(stateAt('MCX', '2026-03-03T17:00:00')).toBe('open');
    expect(stateAt('MCX', '2026-03-03T23:54:59')).toBe('open');
    expect(stateAt('MCX', '2026-03-03T23:55:00')).toBe('closed');
  });

  it('answers the holiday with the evening as the next open', () => {
    expect(statusAt('MCX', '2026-03-03T10:00:00')).toMatchObject({
      state: 'closed',
      reason: 'Holi',
      holiday: 'Holi',
      next_open: '2026-03-03T17:00:00+05:30',
      next_close: '2026-03-03T23:55:00+05:30',
    });
    expect(statusAt('MCX', '2026-03-03T18:00:00')).toMatchObject({ state: 'open', holiday: 'Holi' });
  });

  it('closes the evening at 23:30 on holidays in US daylight saving (Maharashtra Day, 1 May 2026)', () => {
    expect(stateAt('MCX', '2026-05-01T23:29:59')).toBe('open');
    expect(stateAt('MCX', '2026-05-01T23:30:00')).toBe('closed');
  });

  it('shuts MCX all day on Republic Day, Good Friday, Gandhi Jayanti and Christmas', () => {
    for (const date of ['2026-01-26', '2026-04-03', '2026-10-02', '2026-12-25']) {
      expect(stateAt('MCX', `${date}T10:00:00`)).toBe('closed');
      expect(stateAt('MCX', `${date}T18:00:00`)).toBe('closed');
    }
  });

  it('keeps the morning and shuts the evening on New Year, 1 January 2026', () => {
    expect(stateAt('MCX', '2026-01-01T10:00:00')).toBe('open');
    expect(stateAt('MCX', '2026-01-01T17:00:00')).toBe('closed');
    expect(stateAt('NSE', '2026-01-01T10:00:00')).toBe('open');
  });
});
