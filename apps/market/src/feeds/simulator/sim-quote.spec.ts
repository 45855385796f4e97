import { describe, expect, it } from '@jest/globals';
import { applyTick, quoteToTick, unstartedQuote } from './sim-quote.js';

describe('applyTick', () => {
  it('closes the previous day on the first tick of a new one', () => {
    const friday = {
      day: '2026-11-20',
      last_price: 1531.4,
      open: 1520,
      high: 1540,
      low: 1510,
      close: 1519,
      volume: 9000,
    };
    expect(applyTick(friday, 1525.05, '2026-11-23', 400)).toEqual({
      day: '2026-11-23',
      last_price: 1525.05,
      open: 1525.05,
      high: 1525.05,
      low: 1525.05,
      close: 1531.4,
      volume: 0,
    });
  });

  it('starts a never-traded instrument with its reference price as the close', () => {
    expect(applyTick(unstartedQuote(1520), 1520.35, '2026-11-23', 10)).toMatchObject({
      close: 1520,
      open: 1520.35,
      volume: 0,
    });
  });

  it('extends high and low and adds volume within a day', () => {
    let q = applyTick(unstartedQuote(100), 100.5, 'd', 0);
    q = applyTick(q, 101, 'd', 5);
    q = applyTick(q, 99.5, 'd', 7);
    q = applyTick(q, 100, 'd', 1);
    expect(q).toEqual({ day: 'd', last_price: 100, open: 100.5, high: 101, low: 99.5, close: 100, volume: 13 });
  });
});

describe('quoteToTick', () => {
  it('publishes change against the previous close, free of binary noise', () => {
    const quote = { day: 'd', last_price: 100.3, open: 100, high: 100.4, low: 99.9, close: 100.1, volume: 50 };
    const tick = quoteToTick(738561, quote, new Date('2026-11-23T05:00:00Z'), 2);
    expect(tick).toEqual({
      instrument_token: 738561,
      last_price: 100.3,
      ohlc: { open: 100, high: 100.4, low: 99.9, close: 100.1 },
      change: 0.2,
      change_percent: 0.1998,
      volume: 50,
      timestamp: '2026-11-23T05:00:00.000Z',
    });
  });

  it('reports change_percent 0 when there is no close', () => {
    const quote = { ...unstartedQuote(0), day: 'd', last_price: 5 };
    expect(quoteToTick(1, quote, new Date(0), 2).change_percent).toBe(0);
  });
});
