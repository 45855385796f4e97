import { describe, expect, it } from '@jest/globals';
import { fireMessage, rupees } from './rule-message.js';

describe('the sentence of a fire', () => {
  it('reads "INFY crossed above ₹1,600.00 (now ₹1,604.50)"', () => {
    expect(fireMessage({ kind: 'price_above', symbol: 'INFY', direction: 'up', level: 1600, observed: 1604.5 })).toBe(
      'INFY crossed above ₹1,600.00 (now ₹1,604.50)',
    );
  });

  it('reads "Day P&L reached ₹-5,000.00 (now ₹-5,120.00)"', () => {
    expect(
      fireMessage({ kind: 'portfolio_day_pnl', symbol: null, direction: 'down', level: -5000, observed: -5120 }),
    ).toBe('Day P&L reached ₹-5,000.00 (now ₹-5,120.00)');
  });

  it('names a 52-week break and adds the note', () => {
    expect(
      fireMessage(
        { kind: 'week52_low_break', symbol: 'TCS', direction: 'down', level: 3056.05, observed: 3050 },
        'review the stop',
      ),
    ).toBe('TCS broke its 52-week low of ₹3,056.05 (now ₹3,050.00): review the stop');
  });

  it('groups lakhs the Indian way', () => {
    expect(rupees(1234567.891)).toBe('₹12,34,567.89');
  });
});
