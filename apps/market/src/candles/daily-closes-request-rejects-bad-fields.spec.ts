import { describe, expect, it } from '@jest/globals';
import { dailyClosesRequestOf } from './daily-closes-request.js';

const fieldsOf = (value: unknown): string[] => {
  try {
    dailyClosesRequestOf(value);
  } catch (e) {
    return ((e as { details?: { field: string }[] }).details ?? []).map((d) => d.field);
  }
  throw new Error('the request was accepted');
};

describe('daily-closes request validation', () => {
  it('accepts tokens and ISINs over a span of days', () => {
    const req = {
      instruments: [{ instrument_token: 256265 }, { isin: 'INE009A01021' }],
      from: '2024-01-01',
      to: '2024-12-31',
    };
    expect(dailyClosesRequestOf(req)).toEqual(req);
  });

  it('names every bad field', () => {
    expect(fieldsOf({ instruments: [{ instrument_token: -1 }, 'INFY'], from: '2024-13-01', to: 'today' })).toEqual([
      'instruments.0',
      'instruments.1',
      'from',
      'to',
    ]);
    expect(fieldsOf({ instruments: [], from: '2024-01-01', to: '2024-01-02' })).toEqual(['instruments']);
    expect(fieldsOf({ instruments: [{ isin: 'INE009A01021' }], from: '2024-02-01', to: '2024-01-01' })).toEqual([
      'from',
    ]);
  });
});
