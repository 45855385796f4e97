import type { ExchangeStatus } from '@app/contracts/market/calendar';
import { describe, expect, it } from 'vitest';
import { countdownText, exchangeLine, serverNow, statusNote } from './statusReply';
import { holidayReply, reply } from '../../test/marketStatusReplies';

const at = (iso: string) => Date.parse(iso);
const nse = (status: Partial<ExchangeStatus>): ExchangeStatus => ({
  exchange: 'NSE',
  state: 'open',
  reason: null,
  holiday: null,
  next_open: '2026-03-13T09:15:00+05:30',
  next_close: '2026-03-12T15:30:00+05:30',
  ...status,
});

describe('countdown to the next open or close', () => {
  it('reads "closes in 2h 34m" at 12:56 on a trading day', () => {
    expect(countdownText(nse({}), at('2026-03-12T12:56:00+05:30'))).toBe('closes in 2h 34m');
  });

  it('reads "opens in" from next_open when closed or in pre-open', () => {
    const closed = nse({ state: 'closed' });
    expect(countdownText(closed, at('2026-03-12T15:30:00+05:30'))).toBe('opens in 17h 45m');
    expect(countdownText(nse({ state: 'pre-open' }), at('2026-03-13T09:05:00+05:30'))).toBe('opens in 10m');
  });

  it('counts a long weekend in days and hours', () => {
    const friday = nse({ state: 'closed', next_open: '2026-03-16T09:15:00+05:30' });
    expect(countdownText(friday, at('2026-03-13T16:00:00+05:30'))).toBe('opens in 2d 17h');
  });

  it('gives no countdown when the calendar knows no next session', () => {
    expect(countdownText(nse({ state: 'closed', next_open: null }), at('2027-12-31T16:00:00+05:30'))).toBeNull();
  });

  it("reads the time on the server's clock: the answer's as_of plus the time since it came", () => {
    const snapshot = { reply: reply('2026-03-12T12:56:00+05:30', []), receivedAt: 1_000 };
    expect(serverNow(snapshot, 61_000)).toBe(at('2026-03-12T12:57:00+05:30'));
    // A clock read 20 s before the answer came does not wind the server's time back.
    expect(serverNow(snapshot, -19_000)).toBe(at('2026-03-12T12:56:00+05:30'));
  });
});

describe('what is said beside the state', () => {
  it('names the holiday when closed for one, and nothing on an ordinary weekend evening', () => {
    expect(statusNote(holidayReply().exchanges[0]!)).toBe('Guru Nanak Jayanti');
    expect(statusNote(nse({ state: 'closed', reason: 'Weekend' }))).toBeNull();
  });

  it('names a special session while it trades', () => {
    expect(statusNote(nse({ reason: 'Muhurat trading' }))).toBe('Muhurat trading');
  });

  it('tells each exchange its state, why, and when it next opens, in IST', () => {
    expect(holidayReply().exchanges.map(exchangeLine)).toEqual([
      'NSE: Market Closed (Guru Nanak Jayanti), opens 25 Nov, 9:15 am',
      'BSE: Market Closed (Guru Nanak Jayanti), opens 25 Nov, 9:15 am',
      'MCX: Market Closed (Guru Nanak Jayanti), opens 24 Nov, 5:00 pm',
    ]);
    expect(exchangeLine(nse({}))).toBe('NSE: Market Open, closes 12 Mar, 3:30 pm');
  });
});
