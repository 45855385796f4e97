import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@app/contracts';
import { thrownBy } from '../testing/market-fixtures.js';
import { candleWindow } from './candle-window.js';

const now = new Date('2026-03-10T06:00:00.000Z'); // 11:30 IST
const iso = (w: { from: Date; to: Date }) => ({ from: w.from.toISOString(), to: w.to.toISOString() });
const refusal = (q: Parameters<typeof candleWindow>[0]) => thrownBy(() => candleWindow(q, now));

describe('a candle request without dates', () => {
  it('covers a year of day candles up to now', () => {
    expect(iso(candleWindow({ interval: 'day' }, now))).toEqual({
      from: '2025-03-10T06:00:00.000Z',
      to: '2026-03-10T06:00:00.000Z',
    });
  });

  it('covers five days of minute bars up to now', () => {
    expect(iso(candleWindow({ interval: 'minute' }, now)).from).toBe('2026-03-05T06:00:00.000Z');
  });
});

describe('a candle request with dates', () => {
  it('reads bare dates as IST days, the `to` day included whole', () => {
    expect(iso(candleWindow({ from: '2026-03-02', to: '2026-03-02', interval: 'day' }, now))).toEqual({
      from: '2026-03-01T18:30:00.000Z',
      to: '2026-03-02T18:29:59.999Z',
    });
  });

  it('ends at now when `to` is later today or in the future', () => {
    expect(candleWindow({ from: '2026-03-10', to: '2026-03-12', interval: '5minute' }, now).to).toEqual(now);
  });

  it('takes times and zones as given', () => {
    expect(
      iso(candleWindow({ from: '2026-03-09 09:15:00', to: '2026-03-09T10:00:00Z', interval: 'minute' }, now)),
    ).toEqual({ from: '2026-03-09T03:45:00.000Z', to: '2026-03-09T10:00:00.000Z' });
  });
});

describe('a candle request that cannot be answered', () => {
  it('is refused naming `to` when `to` is not a date', () => {
    expect(refusal({ to: '2026-13-01', interval: 'day' })).toMatchObject({
      code: ErrorCode.ValidationFailed,
      details: [{ field: 'to', errors: ['to is not a valid date'] }],
    });
  });

  it('is refused naming `from` when `from` is an impossible date', () => {
    expect(refusal({ from: '2026-02-30', interval: 'day' })).toMatchObject({
      details: [{ field: 'from', errors: ['from is not a valid date'] }],
    });
  });

  it('is refused naming `from` when it runs backwards', () => {
    expect(refusal({ from: '2026-03-10', to: '2026-03-01', interval: 'day' })).toMatchObject({
      details: [{ field: 'from', errors: ['from must not be after to'] }],
    });
  });

  it("is refused naming `from` when it spans more than the interval's limit", () => {
    expect(refusal({ from: '2026-01-01', to: '2026-06-01', interval: 'minute' })).toMatchObject({
      details: [{ field: 'from', errors: ['minute candles cover at most 60 days per request'] }],
    });
    expect(() => candleWindow({ from: '2026-01-01', to: '2026-03-01', interval: 'minute' }, now)).not.toThrow();
  });
});
