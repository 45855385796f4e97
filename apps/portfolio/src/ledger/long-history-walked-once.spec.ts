import { describe, expect, it } from '@jest/globals';
import { buildLedger } from './lot-engine.js';
import { realisedBetween, toHolding } from './ledger-views.js';
import type { StoredTrade } from './ledger-rows.js';
import { trade } from './test-trades.js';

describe('a 30,000-trade history in one ISIN', () => {
  it('is built in linear time, every sale taking the oldest open lot', () => {
    // 30,000 days: on even days 2 bought at 100, on odd days 1 sold at 101 (delivery, out of the oldest lot).
    const trades: StoredTrade[] = [];
    const start = Date.UTC(1900, 0, 1);
    for (let d = 0; d < 30_000; d++) {
      const day = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
      trades.push(d % 2 === 0 ? trade('buy', day, '2', '100') : trade('sell', day, '1', '101'));
    }
    const started = Date.now();
    const h = buildLedger({ trades, openings: [], actions: [] }).get('INE009A01021')!;
    // A smoke test of the whole walk; fifo-starts-at-the-first-open-lot.spec.ts pins the cursor itself.
    expect(Date.now() - started).toBeLessThan(15_000);
    // 15,000 × 2 bought, 15,000 × 1 sold: 15,000 open at 100; each sale realises 1 × (101 − 100).
    expect(toHolding(h)).toMatchObject({ quantity: '15000', invested: '1500000.00' });
    expect(realisedBetween([h], '1900-01-01', '2199-12-31').total).toBe('15000.00');
    // The first lot went to the first two sales.
    expect(h.lots[0].disposals.map((d) => d.sellDate)).toEqual(['1900-01-02', '1900-01-04']);
  }, 30_000);
});
