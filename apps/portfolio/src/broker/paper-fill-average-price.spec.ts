import { describe, expect, it } from '@jest/globals';
import { fillEffect, type AccountState } from './account-rules.js';

const averageAfter = (account: AccountState, quantity: number, price: number) => {
  const effect = fillEffect(account, 'BUY', quantity, price);
  if (effect.status !== 'COMPLETE') throw new Error(effect.reason);
  return effect.holding?.averagePrice.toFixed();
};

describe('average price when adding to a holding', () => {
  it('weighs each buy by its quantity', () => {
    // (2 x 2890 + 1 x 3000) / 3 = 8780 / 3 = 2926.6666... kept to four decimals: 2926.6667
    expect(averageAfter({ cash: 1_000_000, holding: { quantity: 2, averagePrice: '2890' } }, 1, 3000)).toBe(
      '2926.6667',
    );
  });

  it('rounds a half away from zero at the fourth decimal', () => {
    // (100.0001 + 100.0002) / 2 = 100.00015 -> 100.0002
    expect(averageAfter({ cash: 1000, holding: { quantity: 1, averagePrice: '100.0001' } }, 1, 100.0002)).toBe(
      '100.0002',
    );
  });

  it('starts a new holding at the fill price, to four decimals', () => {
    expect(averageAfter({ cash: 1000, holding: null }, 1, 100.00005)).toBe('100.0001');
    expect(averageAfter({ cash: 1000, holding: null }, 3, 250.5)).toBe('250.5');
  });
});
