import { describe, expect, it } from '@jest/globals';
import { holdingOf } from './holding.js';
import { resolveLevel } from './resolve-level.js';
import { position } from './rule-engine-test-rules.js';

const today = '2026-11-25';
// 50 shares sold short at ₹800: profit is (800 - p) x 50.
const short = { averageCost: 800, quantity: 50, side: 'SELL' as const };
const at = (kind: 'position_pnl' | 'position_pnl_pct' | 'change_pct_from_avg_cost', value: number) =>
  resolveLevel({ kind, value, months: null }, { previousClose: 790, holding: short, today });

describe('position rules on a short holding', () => {
  it('reaches a ₹2,500 profit when the price falls to 800 - 2,500 / 50 = ₹750', () => {
    expect(at('position_pnl', 2500)).toEqual({ level: 750, direction: 'down' });
  });

  it('reaches a ₹1,000 loss when the price rises to 800 + 1,000 / 50 = ₹820', () => {
    expect(at('position_pnl', -1000)).toEqual({ level: 820, direction: 'up' });
  });

  it('reaches a 10 % return when the price falls to 800 x 0.90 = ₹720', () => {
    expect(at('position_pnl_pct', 10)).toEqual({ level: 720, direction: 'down' });
  });

  it('keeps "3 % above my cost" a price above the cost: 800 x 1.03 = ₹824, upward', () => {
    expect(at('change_pct_from_avg_cost', 3)).toEqual({ level: 824, direction: 'up' });
  });

  it('takes a short of 50 at ₹800 from the positions', () => {
    const positions = [position({ instrumentToken: 7, buyPrice: 800, quantity: 50, positionType: 'SELL' })];
    expect(holdingOf(positions, 7)).toEqual(short);
  });
});

describe('the holding of several lots', () => {
  it('averages 10 at ₹100 and 30 at ₹120 to (1,000 + 3,600) / 40 = ₹115', () => {
    const lots = [
      position({ instrumentToken: 7, buyPrice: 100, quantity: 10 }),
      position({ instrumentToken: 7, buyPrice: 120, quantity: 30 }),
      position({ instrumentToken: 8, buyPrice: 999, quantity: 5 }),
    ];
    expect(holdingOf(lots, 7)).toEqual({ averageCost: 115, quantity: 40, side: 'BUY' });
  });

  it('holds nothing in an instrument without a position', () => {
    expect(holdingOf([position({ instrumentToken: 8 })], 7)).toBeUndefined();
  });
});
