import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiAs } from '../support/hostile-cases.js';
import { startKiteBrokerStack, waitFor } from '../support/fake-kite/kite-broker-stack.js';

let w: Awaited<ReturnType<typeof startKiteBrokerStack>>;
const kiteApi = () => apiAs(w.base, w.kiteUser.cookie);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const infyHolding = async () =>
  ((await kiteApi().get('/ledger/holdings')).body.data.holdings as { symbol: string }[]).find(
    (h) => h.symbol === 'INFY',
  );

beforeAll(async () => {
  w = await startKiteBrokerStack();
  w.kite.perSecondLimit = 1000;
  // Kite's trades of one order, which the fake's account routes leave out.
  w.kite.use({
    method: 'GET',
    path: /^\/orders\/(\d+)\/trades$/,
    signed: true,
    handle: (c) => c.ok(c.account!.trades.filter((t) => t.order_id === c.match[1])),
  });
}, 90_000);

afterAll(async () => {
  await w?.close();
});

describe("a connected user's Kite trades in the lot ledger", () => {
  it('are stored as GET /api/trades brings them, once each, under the ISIN the market gives their instrument', async () => {
    w.kite.accounts.get('ZR1111')!.trades.push({
      trade_id: '90000001',
      order_id: '261120000000001',
      exchange: 'NSE',
      tradingsymbol: 'INFY',
      instrument_token: 408065,
      product: 'CNC',
      average_price: 1400,
      quantity: 5,
      exchange_order_id: '1300000000000001',
      transaction_type: 'BUY',
      fill_timestamp: '2026-11-20 10:15:03',
      order_timestamp: '10:15:02',
      exchange_timestamp: '2026-11-20 10:15:03',
    });
    expect((await kiteApi().get('/trades')).status).toBe(200);
    expect((await kiteApi().get('/trades')).status).toBe(200);
    const lots = (await kiteApi().get('/ledger/lots?isin=INE009A01021')).body.data.lots;
    expect(lots).toEqual([
      expect.objectContaining({ buy_date: '2026-11-20', quantity: '5', cost_per_share: '1400.0000', source: 'kite' }),
    ]);
  });

  it('are stored when an order completes, read from Kite for that order', async () => {
    const placed = await kiteApi().post('/orders/place', {
      order: {
        tradingsymbol: 'INFY',
        exchange: 'NSE',
        transaction_type: 'BUY',
        quantity: 2,
        order_type: 'MARKET',
        product: 'CNC',
      },
    });
    expect(placed.status).toBe(201);
    const id = placed.body.data.order_id as string;
    await waitFor(() => w.account.history(id).some((o) => o.status === 'OPEN'));
    w.account.fillOrder(w.kite, id, 1512.5);
    // The tracker polls the order every 200 ms; once COMPLETE, its trades are read and stored.
    let holding = await infyHolding();
    for (let i = 0; i < 50 && (holding as { quantity?: string } | undefined)?.quantity !== '7'; i++) {
      await sleep(100);
      holding = await infyHolding();
    }
    // 5 at 1,400 and 2 at 1,512.50: 7,000 + 3,025 = 10,025 over 7.
    expect(holding).toMatchObject({ isin: 'INE009A01021', quantity: '7', invested: '10025.00', sources: ['kite'] });
  });
});
