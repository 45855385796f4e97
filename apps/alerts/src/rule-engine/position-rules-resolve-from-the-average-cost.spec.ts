import { describe, expect, it } from '@jest/globals';
import { resolveLevel } from './resolve-level.js';

const today = '2026-11-25';
// 40 shares bought at an average of ₹1,250.50.
const holding = { averageCost: 1250.5, quantity: 40, side: 'BUY' as const };
const at = (kind: 'position_pnl' | 'position_pnl_pct' | 'change_pct_from_avg_cost', value: number) =>
  resolveLevel({ kind, value, months: null }, { previousClose: 1240, holding, today });

describe('position rules on a long holding resolve from its average cost', () => {
  it('reaches a ₹2,000 profit at 1,250.50 + 2,000 / 40 = ₹1,300.50, upward', () => {
    expect(at('position_pnl', 2000)).toEqual({ level: 1300.5, direction: 'up' });
  });

  it('reaches a ₹1,000 loss at 1,250.50 - 1,000 / 40 = ₹1,225.50, downward', () => {
    expect(at('position_pnl', -1000)).toEqual({ level: 1225.5, direction: 'down' });
  });

  it('reaches a 10 % return at 1,250.50 x 1.10 = ₹1,375.55, upward', () => {
    expect(at('position_pnl_pct', 10)).toEqual({ level: 1375.55, direction: 'up' });
  });

  it('puts 5 % below the average cost at 1,250.50 x 0.95 = ₹1,187.975, downward', () => {
    expect(at('change_pct_from_avg_cost', -5)).toEqual({ level: 1187.975, direction: 'down' });
  });

  it('waits while the user holds nothing in the instrument', () => {
    expect(
      resolveLevel({ kind: 'position_pnl', value: 2000, months: null }, { previousClose: 1240, today }),
    ).toBeUndefined();
  });
});
