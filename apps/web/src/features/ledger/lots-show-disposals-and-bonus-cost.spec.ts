import { describe, expect, it } from 'vitest';
import { disposalText, lotsInOrder, realisedOf, showsAdjustedCost } from './lotRules';
import { lot } from './fixtures';

describe('lots', () => {
  it('orders lots oldest first, a bonus after the buys of its day', () => {
    const lots = [
      lot({ id: 'bonus', buy_date: '2024-06-01', source: 'bonus' }),
      lot({ id: 'late', buy_date: '2024-07-01' }),
      lot({ id: 'same-day', buy_date: '2024-06-01' }),
      lot({ id: 'first', buy_date: '2023-01-05' }),
    ];
    expect(lotsInOrder(lots).map((l) => l.id)).toEqual(['first', 'same-day', 'bonus', 'late']);
  });

  it('describes each disposal with its day in IST and its realised P&L', () => {
    const [d] = lot().disposals;
    expect(disposalText(d!)).toBe('Sold 1 on 10 Jan 2025 at ₹4,100.00: +₹1,136.67');
    expect(disposalText({ ...d!, realised: null, intraday: true })).toBe(
      'Sold 1 on 10 Jan 2025 at ₹4,100.00 (intraday): cost unknown',
    );
  });

  it('sums realised P&L exactly and shows the adjusted cost only where it differs', () => {
    const l = lot({
      disposals: [
        { ...lot().disposals[0]!, realised: '0.1' },
        { ...lot().disposals[0]!, realised: '0.2' },
        { ...lot().disposals[0]!, realised: null },
      ],
    });
    expect(realisedOf(l)).toBe('0.3000');
    expect(showsAdjustedCost(lot())).toBe(true);
    expect(showsAdjustedCost(lot({ cost_per_share: '100.5', adjusted_cost_per_share: '100.5000' }))).toBe(false);
  });
});
