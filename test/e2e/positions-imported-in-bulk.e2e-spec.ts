import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PortfolioStack, position, STOCK } from '../support/portfolio-fixtures.js';

const pf = new PortfolioStack();

beforeAll(() => pf.start(), 60_000);
afterAll(() => pf.close());

// A bulk import of up to 1,000 rows answers within an ordinary call's timeout because it writes its rows
// in one statement; a statement per row took a second, and past the timeout the user saw a 504 for an
// import that had landed.
describe('bulk imports of many rows', () => {
  it('imports 1,000 positions in one insert and lists them in that order with one SQL statement and one price lookup', async () => {
    const u = await pf.newUser('pf.thousand@example.com');
    const stocks = (['RELIANCE', 'INFY', 'TCS'] as const).map((s) => ({ tradingSymbol: s, instrumentToken: STOCK[s] }));
    const positions = Array.from({ length: 1000 }, (_, i) => position({ ...stocks[i % 3], buyPrice: 1000 + i }));
    const imported = await pf.countingQueries((id) =>
      u.import('live-positions', { positions }).set('X-Request-Id', id),
    );
    expect(imported.result.status).toBe(201);
    // BEGIN, the insert, COMMIT: not a statement per row.
    expect(imported.statements).toBeLessThanOrEqual(3);
    const prices = (list: { buyPrice: number }[]) => list.map((p) => p.buyPrice);
    const given = positions.map((p) => p.buyPrice);
    expect(prices(imported.result.body.data.positions)).toEqual(given);
    const {
      result: res,
      statements,
      lookups,
    } = await pf.countingQueries(async (id) => u.positions().set('X-Request-Id', id));
    expect(res.status).toBe(200);
    expect(prices(res.body.data.positions)).toEqual(given);
    expect(res.body.data.positions.every((p: { hasLivePrice: boolean }) => p.hasLivePrice)).toBe(true);
    expect(statements).toBe(1);
    // One request for all three instruments, or none when all three ticked moments ago.
    expect(lookups).toBeLessThanOrEqual(1);
  });

  it('imports 1,000 past sales and 1,000 past rollovers in one insert each, with every figure', async () => {
    const u = await pf.newUser('pf.thousand.sold@example.com');
    const sales = Array.from({ length: 1000 }, (_, i) => ({
      ...position({ buyPrice: 1000, quantity: 1 + (i % 5) }),
      sellPrice: 1100,
      soldAt: new Date(Date.UTC(2026, 0, 1, 4) + i * 60_000).toISOString(),
    }));
    const sold = await pf.countingQueries((id) =>
      u.import('sold-positions', { positions: sales }).set('X-Request-Id', id),
    );
    expect([sold.result.status, sold.result.body.data]).toEqual([201, { imported: 1000 }]);
    // The commission rates (settings), BEGIN, the insert, COMMIT: not a statement per row.
    expect(sold.statements).toBeLessThanOrEqual(4);
    const list = (await u.soldPositions()).body.data.soldPositions;
    expect(list).toHaveLength(1000);
    // The latest sale first: row 999, 5 shares (999 % 5 = 4, + 1). Commission (1000 + 1100) x 5 x 0.1 / 100
    // = 10.5; realized (1100 - 1000) x 5 - 10.5 = 489.5.
    const latest = { quantity: 5, commission: 10.5, realizedProfitLoss: 489.5, soldAt: '2026-01-01T20:39:00.000Z' };
    expect(list[0]).toMatchObject(latest);

    const entry = (i: number) => ({
      fromSymbol: 'NIFTY26OCTFUT',
      toSymbol: 'NIFTY26NOVFUT',
      toInstrumentToken: 123,
      newExpiry: '2026-11-24',
      quantity: 65,
      closePrice: 25900 + i,
      openPrice: 26000 + i,
      ...(i % 2 ? {} : { rolledAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString() }),
    });
    const rolled = await pf.countingQueries((id) =>
      u
        .import('rollover-history', { rolloverHistory: Array.from({ length: 1000 }, (_, i) => entry(i)) })
        .set('X-Request-Id', id),
    );
    expect([rolled.result.status, rolled.result.body.data]).toEqual([201, { imported: 1000 }]);
    expect(rolled.statements).toBeLessThanOrEqual(3);
    const history = (await u.rolloverHistory()).body.data.rolloverHistory;
    expect(history).toHaveLength(1000);
    // Entries without rolledAt were rolled at the import; the oldest given one is row 0, on 1 Jan 2025.
    expect(history.at(-1)).toMatchObject({ closePrice: 25900, openPrice: 26000, rolledAt: '2025-01-01T00:00:00.000Z' });
  });
});
