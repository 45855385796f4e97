import { describe, expect, it } from 'vitest';
import { position } from './fixtures';
import { commissionPctOf, saleBody, salePreview } from './saleForm';

const pv = { stock_commission_pct: 0.1, future_commission_pct: 0.05 };

describe('commissionPctOf', () => {
  it('takes the stock percent for equity and the future percent for futures', () => {
    expect(commissionPctOf({ instrumentType: 'EQ' }, pv)).toBe(0.1);
    expect(commissionPctOf({ instrumentType: 'FUT' }, pv)).toBe(0.05);
  });
});

describe('salePreview', () => {
  it('charges (buy + sell) x qty x pct / 100 and nets it from the P&L', () => {
    // (268.45 + 251.9) x 200 x 0.1 / 100 = 104.07, as the seeded WIPRO sale.
    const p = salePreview(position({ buyPrice: 268.45 }), { sellPrice: '251.90', quantity: '200' }, 0.1);
    expect(p).toEqual({ commission: 104.07, gross: -3310, net: -3414.07 });
  });

  it('profits a short when the price falls', () => {
    expect(
      salePreview(position({ positionType: 'SELL', buyPrice: 842.35 }), { sellPrice: '800', quantity: '10' }, 0),
    ).toEqual({ commission: 0, gross: 423.5, net: 423.5 });
  });

  it('is null until price and quantity are readable', () => {
    expect(salePreview(position(), { sellPrice: '', quantity: '1' }, 0.1)).toBeNull();
  });
});

describe('saleBody', () => {
  const today = '2026-11-23';

  it('sells a part now', () => {
    expect(saleBody({ sellPrice: '1500', quantity: '15', soldOn: today }, 40, today)).toEqual({
      body: { sellPrice: 1500, quantity: 15 },
      errors: {},
    });
  });

  it('dates an earlier sale at IST noon of that day', () => {
    expect(saleBody({ sellPrice: '1500', quantity: '40', soldOn: '2026-11-20' }, 40, today).body).toEqual({
      sellPrice: 1500,
      quantity: 40,
      soldAt: '2026-11-20T12:00:00+05:30',
    });
  });

  it('refuses more than held and future dates', () => {
    expect(saleBody({ sellPrice: '1500', quantity: '41', soldOn: '2026-11-24' }, 40, today).errors).toEqual({
      quantity: 'You hold 40; sell at most that',
      soldOn: 'Sale date cannot be in the future',
    });
  });
});
