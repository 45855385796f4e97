import { describe, expect, it } from 'vitest';
import { averageCostOf, atLivePrice, hasUnknownCost, toggleExpanded } from './holdingRules';
import { holding } from './fixtures';

describe('ledger holdings', () => {
  it('shows the tax average (bonus at zero cost) or the performance average (split-style)', () => {
    // 3:1 bonus: 3 shares bought at 2,963.33 each plus 9 bonus shares at zero: 8,890 / 12 = 740.83.
    const h = holding();
    expect(averageCostOf(h, 'tax')).toBe('2963.3333');
    expect(averageCostOf(h, 'performance')).toBe('740.8333');
  });

  it('values a holding at a live price without float drift', () => {
    // 3 x 0.1 is 0.30000000000000004 in floats; 1,000.10 - 999.80 likewise drifts.
    const h = atLivePrice(holding({ quantity: '3', invested: '999.4000' }), 333.37);
    expect(h.current_value).toBe('1000.1100');
    expect(h.unrealised).toBe('0.7100');
    expect(h.last_price).toBe(333.37);
  });

  it('has no unrealised P&L while part of the cost is unknown', () => {
    const h = holding({ unknown_basis_quantity: '5' });
    expect(hasUnknownCost(h)).toBe(true);
    expect(atLivePrice(h, 100).unrealised).toBeNull();
    expect(hasUnknownCost(holding({ unknown_basis_quantity: '0.0000' }))).toBe(false);
  });

  it('opens and closes rows one at a time', () => {
    const once = toggleExpanded(new Set(), 'A');
    expect([...once]).toEqual(['A']);
    expect([...toggleExpanded(toggleExpanded(once, 'B'), 'A')]).toEqual(['B']);
  });
});
