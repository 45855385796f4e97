import { describe, expect, it } from '@jest/globals';
import { isUsDaylightSaving, sessionOf, tradingDayOf } from './market-hours.js';

/** An instant given as IST wall-clock time. */
const ist = (local: string): Date => new Date(`${local}+05:30`);

// 2026-11-23 is a Monday; 2026-07-15 and 2026-12-16 are Wednesdays.
const MONDAY = '2026-11-23';

describe('sessionOf: NSE, BSE, NFO and BFO', () => {
  it.each(['NSE', 'BSE', 'NFO', 'BFO'])('%s: pre-open 09:00-09:15, open 09:15-15:30, to the second', (exchange) => {
    expect(sessionOf(exchange, ist(`${MONDAY}T08:59:59`))).toBe('closed');
    expect(sessionOf(exchange, ist(`${MONDAY}T09:00:00`))).toBe('pre-open');
    expect(sessionOf(exchange, ist(`${MONDAY}T09:14:59`))).toBe('pre-open');
    expect(sessionOf(exchange, ist(`${MONDAY}T09:15:00`))).toBe('open');
    expect(sessionOf(exchange, ist(`${MONDAY}T15:29:59`))).toBe('open');
    expect(sessionOf(exchange, ist(`${MONDAY}T15:30:00`))).toBe('closed');
    expect(sessionOf(exchange, ist(`${MONDAY}T16:00:00`))).toBe('closed');
  });

  it('reads the instant in IST whatever the UTC date: 03:45 UTC is 09:15 IST', () => {
    expect(sessionOf('NSE', new Date(`${MONDAY}T03:45:00Z`))).toBe('open');
    expect(sessionOf('NSE', new Date(`${MONDAY}T03:44:59Z`))).toBe('pre-open');
    expect(sessionOf('NSE', new Date(`${MONDAY}T10:00:00Z`))).toBe('closed');
  });
});

describe('sessionOf: currency derivatives', () => {
  it.each(['CDS', 'BCD'])('%s trades 09:00-17:00 with no pre-open', (exchange) => {
    expect(sessionOf(exchange, ist(`${MONDAY}T08:59:59`))).toBe('closed');
    expect(sessionOf(exchange, ist(`${MONDAY}T09:00:00`))).toBe('open');
    expect(sessionOf(exchange, ist(`${MONDAY}T16:59:59`))).toBe('open');
    expect(sessionOf(exchange, ist(`${MONDAY}T17:00:00`))).toBe('closed');
  });
});

describe('sessionOf: MCX', () => {
  it('has a 15-minute pre-open before 09:00', () => {
    expect(sessionOf('MCX', ist(`${MONDAY}T08:44:59`))).toBe('closed');
    expect(sessionOf('MCX', ist(`${MONDAY}T08:45:00`))).toBe('pre-open');
    expect(sessionOf('MCX', ist(`${MONDAY}T09:00:00`))).toBe('open');
    expect(sessionOf('MCX', ist(`${MONDAY}T20:00:00`))).toBe('open');
  });

  it('closes at 23:30 while the US is on daylight saving (July)', () => {
    expect(sessionOf('MCX', ist('2026-07-15T23:29:59'))).toBe('open');
    expect(sessionOf('MCX', ist('2026-07-15T23:30:00'))).toBe('closed');
  });

  it('closes at 23:55 otherwise (December)', () => {
    expect(sessionOf('MCX', ist('2026-12-16T23:30:00'))).toBe('open');
    expect(sessionOf('MCX', ist('2026-12-16T23:54:59'))).toBe('open');
    expect(sessionOf('MCX', ist('2026-12-16T23:55:00'))).toBe('closed');
  });

  it('switches on the US dates: Friday before and Monday after each change', () => {
    // 2026: DST runs from Sunday 8 March to Sunday 1 November.
    expect(sessionOf('MCX', ist('2026-03-06T23:40:00'))).toBe('open');
    expect(sessionOf('MCX', ist('2026-03-09T23:40:00'))).toBe('closed');
    expect(sessionOf('MCX', ist('2026-10-30T23:40:00'))).toBe('closed');
    expect(sessionOf('MCX', ist('2026-11-02T23:40:00'))).toBe('open');
  });
});

describe('sessionOf: weekends and the alwaysOpen flag', () => {
  it.each(['NSE', 'BSE', 'NFO', 'MCX', 'CDS'])('%s is closed all Saturday and Sunday', (exchange) => {
    for (const day of ['2026-11-21', '2026-11-22']) {
      for (const time of ['00:00:00', '09:00:00', '10:30:00', '20:00:00', '23:59:59']) {
        expect(sessionOf(exchange, ist(`${day}T${time}`))).toBe('closed');
      }
    }
  });

  it('treats Friday 23:00 UTC as Saturday in IST, and Sunday 20:00 UTC as Monday 01:30 IST', () => {
    expect(sessionOf('MCX', new Date('2026-11-20T17:00:00Z'))).toBe('open'); // Friday 22:30 IST
    expect(sessionOf('MCX', new Date('2026-11-20T23:00:00Z'))).toBe('closed'); // Saturday 04:30 IST
    expect(sessionOf('NSE', new Date('2026-11-22T20:00:00Z'))).toBe('closed'); // Monday 01:30 IST
  });

  it('opens every exchange at any hour, weekends included, when alwaysOpen is set', () => {
    for (const instant of [ist('2026-11-22T03:00:00'), ist(`${MONDAY}T16:00:00`), ist(`${MONDAY}T09:05:00`)]) {
      for (const exchange of ['NSE', 'BSE', 'NFO', 'MCX', 'CDS']) {
        expect(sessionOf(exchange, instant, { alwaysOpen: true })).toBe('open');
      }
    }
  });

  it('gives an exchange it does not know the equity hours', () => {
    expect(sessionOf('NCO', ist(`${MONDAY}T09:10:00`))).toBe('pre-open');
    expect(sessionOf('NCO', ist(`${MONDAY}T15:30:00`))).toBe('closed');
  });
});

describe('tradingDayOf', () => {
  it('is the IST calendar date, which starts at 18:30 UTC the day before', () => {
    expect(tradingDayOf(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(tradingDayOf(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
    expect(tradingDayOf(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(tradingDayOf(ist(`${MONDAY}T23:59:59`))).toBe(MONDAY);
  });
});

describe('isUsDaylightSaving', () => {
  it('runs from the second Sunday of March to the first Sunday of November', () => {
    expect(isUsDaylightSaving('2026-03-07')).toBe(false);
    expect(isUsDaylightSaving('2026-03-08')).toBe(true);
    expect(isUsDaylightSaving('2026-10-31')).toBe(true);
    expect(isUsDaylightSaving('2026-11-01')).toBe(false);
    // 2027: 14 March to 7 November.
    expect(isUsDaylightSaving('2027-03-13')).toBe(false);
    expect(isUsDaylightSaving('2027-03-14')).toBe(true);
    expect(isUsDaylightSaving('2027-11-06')).toBe(true);
    expect(isUsDaylightSaving('2027-11-07')).toBe(false);
  });
});
