import { describe, expect, it } from 'vitest';
import { readCsvDate, readCsvInstant, readExchange, readInstrumentType, readSide } from './csvCells';

describe('csv cells', () => {
  it('read sides in the ways brokers write them', () => {
    expect(readSide('long', 'positionType')).toEqual({ value: 'BUY' });
    expect(readSide(' S ', 'positionType')).toEqual({ value: 'SELL' });
    expect(readSide('', 'positionType')).toEqual({ value: 'BUY' });
    expect(readSide('hold', 'positionType').error).toBe('positionType must be BUY or SELL');
  });

  it('read exchanges and instrument types', () => {
    expect(readExchange('nse')).toEqual({ value: 'NSE' });
    expect(readExchange('CDS').error).toBe('exchange must be NSE, BSE, NFO or MCX');
    expect(readInstrumentType('fut', 'instrumentType')).toEqual({ value: 'FUT' });
    expect(readInstrumentType('OPT', 'instrumentType').error).toBe('instrumentType must be EQ or FUT');
  });

  it('read ISO and day-first dates', () => {
    expect(readCsvDate('2026-11-05', 'buyDate')).toEqual({ value: '2026-11-05' });
    expect(readCsvDate('5/11/2026', 'buyDate')).toEqual({ value: '2026-11-05' });
    expect(readCsvDate('05-11-2026', 'buyDate')).toEqual({ value: '2026-11-05' });
    expect(readCsvDate('2026-11-05T09:30:00Z', 'buyDate')).toEqual({ value: '2026-11-05' });
    expect(readCsvDate('31/02/2026', 'buyDate').error).toBe('buyDate must be a date (yyyy-mm-dd or dd-mm-yyyy)');
    expect(readCsvDate('', 'newExpiry', true).error).toBe('newExpiry is required');
  });

  it('read past moments at IST noon of their day', () => {
    expect(readCsvInstant('11-11-2026', 'soldAt', '2026-11-23')).toEqual({ value: '2026-11-11T12:00:00+05:30' });
    expect(readCsvInstant('2026-11-24', 'soldAt', '2026-11-23').error).toBe('soldAt cannot be in the future');
    expect(readCsvInstant('', 'soldAt', '2026-11-23')).toEqual({ value: undefined });
  });
});
