import { describe, expect, it } from 'vitest';
import { exchangeStatus } from './exchangeClock';

// IST wall-clock times, whatever zone the test runs in: 12 Mar 2026 is a Thursday, 14 Mar a Saturday.
const two = (n: number) => String(n).padStart(2, '0');
const on = (day: number, h: number, m: number) => new Date(`2026-03-${two(day)}T${two(h)}:${two(m)}:00+05:30`);

describe('exchange clock', () => {
  it('is open 09:15-15:30 on NSE and BSE, with the time to the close', () => {
    expect(exchangeStatus('NSE', on(12, 12, 56))).toEqual({ exchange: 'NSE', state: 'Open', line: 'closes in 2h 34m' });
    expect(exchangeStatus('BSE', on(12, 9, 15)).state).toBe('Open');
    expect(exchangeStatus('NSE', on(12, 15, 30))).toEqual({
      exchange: 'NSE',
      state: 'Closed',
      line: 'opens in 17h 45m',
    });
  });

  it('has a pre-market before the open', () => {
    expect(exchangeStatus('NSE', on(12, 9, 5))).toEqual({ exchange: 'NSE', state: 'Pre-Market', line: 'opens in 10m' });
    expect(exchangeStatus('MCX', on(12, 8, 50))).toEqual({
      exchange: 'MCX',
      state: 'Pre-Market',
      line: 'opens in 10m',
    });
  });

  it('keeps MCX open until 23:30', () => {
    expect(exchangeStatus('MCX', on(12, 20, 0))).toEqual({ exchange: 'MCX', state: 'Open', line: 'closes in 3h 30m' });
    expect(exchangeStatus('MCX', on(12, 23, 45))).toEqual({
      exchange: 'MCX',
      state: 'Closed',
      line: 'opens in 9h 15m',
    });
  });

  it('stays closed at weekends and counts to Monday', () => {
    expect(exchangeStatus('NSE', on(14, 11, 0))).toEqual({ exchange: 'NSE', state: 'Closed', line: 'opens in 1d 22h' });
    expect(exchangeStatus('NSE', on(13, 16, 0)).line).toBe('opens in 2d 17h');
    expect(exchangeStatus('NSE', on(16, 7, 0))).toEqual({ exchange: 'NSE', state: 'Closed', line: 'opens in 2h 15m' });
  });
});
