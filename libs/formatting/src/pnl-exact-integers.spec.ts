import { describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { livePnl, portfolioSummary, type PnlInput } from './pnl.js';
import { tenThousandths } from './ten-thousandths.js';

// The rules written plainly in Decimal: livePnl and portfolioSummary must answer exactly these doubles.
const D = (n: Decimal.Value) => new Decimal(n);
const pct = (part: Decimal, base: Decimal) => (base.isZero() ? 0 : part.div(base).times(100).toNumber());
function referencePnl(p: PnlInput, live: number) {
  const sign = p.positionType === 'SELL' ? -1 : 1;
  const amount = D(p.buyPrice).times(p.quantity);
  const pnl = D(live).minus(p.buyPrice).times(p.quantity).times(sign);
  const todays =
    p.yesterdayClosingPrice != null
      ? D(live).minus(p.yesterdayClosingPrice).times(p.quantity).times(sign).toNumber()
      : (p.todaysPnL ?? 0);
  return {
    amount: amount.toNumber(),
    unrealizedProfitLoss: pnl.toNumber(),
    unrealizedProfitLossPercent: pct(pnl, amount),
    todaysPnL: todays,
  };
}
function referenceSummary(rows: { amount: number; unrealizedProfitLoss: number }[]) {
  const investment = rows.reduce((s, r) => s.plus(r.amount), D(0));
  const pnl = rows.reduce((s, r) => s.plus(r.unrealizedProfitLoss), D(0));
  return {
    totalInvestment: investment.toNumber(),
    totalProfitLoss: pnl.toNumber(),
    totalReturnPercent: pct(pnl, investment),
    profitCount: rows.filter((r) => r.unrealizedProfitLoss > 0).length,
    lossCount: rows.filter((r) => r.unrealizedProfitLoss < 0).length,
  };
}

// Prices as they arrive: up to four decimals (some with more, or huge, to take the Decimal path).
const price = fc.oneof(
  fc.integer({ min: 0, max: 5_000_000_000 }).map((n) => n / 10_000),
  fc.integer({ min: 0, max: 200_000 }).map((n) => n / 20),
  fc.double({ min: 0, max: 1e6, noNaN: true }),
  fc.constantFrom(0.1 + 0.2, 1e14 + 0.5, 123456789012.3456, 0.00005),
);
const quantity = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }),
  fc.integer({ min: 0, max: 2 ** 40 }),
  fc.constantFrom(1.5, 1e9),
);
const position = fc.record({
  buyPrice: price,
  quantity,
  positionType: fc.constantFrom<'BUY' | 'SELL'>('BUY', 'SELL'),
  yesterdayClosingPrice: fc.option(price, { nil: null }),
  todaysPnL: fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { nil: null }),
});

describe('P&L in whole ten-thousandths', () => {
  it('answers the same doubles as the rules in Decimal, for any position and live price', () => {
    fc.assert(
      fc.property(position, price, (p, live) => {
        expect(livePnl(p, live)).toEqual(referencePnl(p, live));
      }),
      { numRuns: 5000 },
    );
  });

  it('sums a portfolio to the same doubles as Decimal does', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(position, price), { maxLength: 60 }), (list) => {
        const rows = list.map(([p, live]) => livePnl(p, live));
        expect(portfolioSummary(rows)).toEqual(referenceSummary(rows));
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the sign of a zero as Decimal does', () => {
    expect(
      Object.is(
        livePnl({ buyPrice: 100.05, quantity: 3, positionType: 'SELL' }, 100.05).unrealizedProfitLoss,
        referencePnl({ buyPrice: 100.05, quantity: 3, positionType: 'SELL' }, 100.05).unrealizedProfitLoss,
      ),
    ).toBe(true);
  });

  it('takes only four-decimal values of at most fifteen digits', () => {
    expect(tenThousandths(1385.05)).toBe(13_850_500);
    expect(tenThousandths(-0.0001)).toBe(-1);
    expect(tenThousandths(0.1 + 0.2)).toBeUndefined();
    expect(tenThousandths(0.00005)).toBeUndefined();
    expect(tenThousandths(1e11)).toBeUndefined();
    expect(tenThousandths(Number.NaN)).toBeUndefined();
  });
});
