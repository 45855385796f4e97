import { describe, expect, it } from 'vitest';
import { nextActive, summaryOf } from './pickedSummary';

describe('summaryOf', () => {
  it('reads a search result', () => {
    expect(
      summaryOf({
        instrument_token: 1,
        tradingsymbol: 'TCS',
        name: 'TATA CONSULTANCY',
        exchange: 'NSE',
        instrument_type: 'EQ',
        last_price: 0,
      }),
    ).toEqual({
      token: 1,
      symbol: 'TCS',
      name: 'TATA CONSULTANCY',
      exchange: 'NSE',
      type: 'EQ',
      price: undefined,
    });
  });
  it('reads the camel-case form of the portfolio', () => {
    expect(
      summaryOf({
        instrumentToken: 2,
        tradingSymbol: 'GOLD26DECFUT',
        name: 'GOLD',
        exchange: 'MCX',
        instrumentType: 'FUT',
        lastPrice: 130221,
      }),
    ).toMatchObject({ token: 2, symbol: 'GOLD26DECFUT', type: 'FUT', price: 130221 });
  });
});

describe('nextActive', () => {
  it('moves down and up without wrapping; -1 is the text box', () => {
    expect(nextActive(-1, 1, 3)).toBe(0);
    expect(nextActive(2, 1, 3)).toBe(2);
    expect(nextActive(0, -1, 3)).toBe(-1);
    expect(nextActive(-1, -1, 3)).toBe(-1);
    expect(nextActive(1, 1, 0)).toBe(-1);
  });
});
