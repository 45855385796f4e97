import { describe, expect, it } from '@jest/globals';
import { dayPnl } from './day-pnl.js';
import { position } from './rule-engine-test-rules.js';

const INFY = 408065;
const TCS = 2953217;

describe("the portfolio's day P&L, by the portfolio service's todaysPnL rule", () => {
  const positions = [
    // Long 10 INFY, closed yesterday at ₹1,500.25, now ₹1,480.10: (1,480.10 - 1,500.25) x 10 = -201.50
    position({ instrumentToken: INFY, quantity: 10, yesterdayClosingPrice: 1500.25 }),
    // Short 5 TCS, closed at ₹3,000, now ₹3,050: (3,050 - 3,000) x 5 x -1 = -250
    position({ instrumentToken: TCS, quantity: 5, positionType: 'SELL', yesterdayClosingPrice: 3000 }),
  ];
  const prices = new Map([
    [INFY, 1480.1],
    [TCS, 3050],
  ]);

  it('sums -201.50 and -250 to -₹451.50', () => {
    expect(dayPnl(positions, prices)).toBe(-451.5);
  });

  it('adds the stored figure of a position without a previous close, which no price moves: -451.50 + 75 = -376.50', () => {
    const bought = position({ instrumentToken: 1, quantity: 3, yesterdayClosingPrice: null, todaysPnL: 75 });
    expect(dayPnl([...positions, bought], new Map([...prices, [1, 999]]))).toBe(-376.5);
  });

  it('counts the stored figure of an instrument without a price yet', () => {
    const waiting = position({ instrumentToken: 2, quantity: 3, yesterdayClosingPrice: 10, todaysPnL: 12 });
    expect(dayPnl([...positions, waiting], prices)).toBe(-439.5);
  });
});
