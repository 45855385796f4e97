import { describe, expect, it } from '@jest/globals';
import { calendar, stateAt, statusAt } from './testing/ist.js';

// 2026-11-23 is a Monday.
const MONDAY = '2026-11-23';

describe('pre-open', () => {
  it.each(['NSE', 'BSE', 'NFO', 'BFO'])('%s: pre-open 09:00-09:15, open 09:15-15:30, to the second', (exchange) => {
    expect(stateAt(exchange, `${MONDAY}T08:59:59`)).toBe('closed');
    expect(stateAt(exchange, `${MONDAY}T09:00:00`)).toBe('pre-open');
    expect(stateAt(exchange, `${MONDAY}T09:14:59`)).toBe('pre-open');
    expect(stateAt(exchange, `${MONDAY}T09:15:00`)).toBe('open');
    expect(stateAt(exchange, `${MONDAY}T15:29:59`)).toBe('open');
    expect(stateAt(exchange, `${MONDAY}T15:30:00`)).toBe('closed');
    expect(stateAt(exchange, `${MONDAY}T16:00:00`)).toBe('closed');
  });

  it('MCX has its 15-minute pre-open before 09:00', () => {
    expect(stateAt('MCX', `${MONDAY}T08:44:59`)).toBe('closed');
    expect(stateAt('MCX', `${MONDAY}T08:45:00`)).toBe('pre-open');
    expect(stateAt('MCX', `${MONDAY}T09:00:00`)).toBe('open');
    expect(stateAt('MCX', `${MONDAY}T20:00:00`)).toBe('open');
  });

  it('reports pre-open with the open and close still ahead', () => {
    expect(statusAt('NSE', `${MONDAY}T09:05:00`)).toMatchObject({
      state: 'pre-open',
      reason: 'Pre-open session',
      holiday: null,
      next_open: `${MONDAY}T09:15:00+05:30`,
      next_close: `${MONDAY}T15:30:00+05:30`,
    });
    expect(statusAt('NSE', `${MONDAY}T16:00:00`)).toMatchObject({
      reason: 'Outside trading hours',
      next_open: '2026-11-25T09:15:00+05:30', // 24 November is Prakash Gurpurb
    });
  });

  it('reads the instant in IST whatever the UTC date: 03:45 UTC is 09:15 IST', () => {
    expect(calendar.sessionOf('NSE', new Date(`${MONDAY}T03:45:00Z`))).toBe('open');
    expect(calendar.sessionOf('NSE', new Date(`${MONDAY}T03:44:59Z`))).toBe('pre-open');
    expect(calendar.sessionOf('NSE', new Date(`${MONDAY}T10:00:00Z`))).toBe('closed');
  });

  it.each(['CDS', 'BCD'])('%s trades 09:00-17:00 with no pre-open', (exchange) => {
    expect(stateAt(exchange, `${MONDAY}T08:59:59`)).toBe('closed');
    expect(stateAt(exchange, `${MONDAY}T09:00:00`)).toBe('open');
    expect(stateAt(exchange, `${MONDAY}T16:59:59`)).toBe('open');
    expect(stateAt(exchange, `${MONDAY}T17:00:00`)).toBe('closed');
  });

  it('gives an exchange it does not know the equity hours', () => {
    expect(stateAt('NCO', `${MONDAY}T09:10:00`)).toBe('pre-open');
    expect(stateAt('NCO', `${MONDAY}T15:30:00`)).toBe('closed');
  });
});
