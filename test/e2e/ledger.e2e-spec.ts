import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  CORPORATE_ACTION_EVENTS,
  type CorporateAction,
  type CorporateActionApplied,
  type LedgerTrade,
} from '@app/contracts';
import { UnitOfWork } from '@app/common';
import { LedgerWriter } from '../../apps/portfolio/src/ledger/ledger-writer.js';
import { equityTrade } from '../support/ledger-fixtures.js';
import { order, PortfolioStack, STOCK, type PortfolioClient } from '../support/portfolio-fixtures.js';

const INFY_ISIN = 'INE009A01021';
const TCS_ISIN = 'INE467B01029';
const IMPORT_ID = '00000000-0000-4000-8000-00000000e201';
const pf = new PortfolioStack();
let nc: NatsConnection;
let a: PortfolioClient;
let b: PortfolioClient;

const trade = (
  id: string,
  side: 'buy' | 'sell',
  date: string,
  qty: string,
  price: string,
  isin = INFY_ISIN,
): LedgerTrade =>
  equityTrade({
    trade_id: id,
    isin,
    symbol: isin === INFY_ISIN ? 'INFY' : 'TCS',
    side,
    trade_date: date,
    quantity: qty,
    price,
  });

const action = (over: Partial<CorporateAction>): CorporateAction => ({
  id: 'x',
  isin: INFY_ISIN,
  symbol: 'INFY',
  kind: 'dividend',
  ex_date: '2024-07-19',
  record_date: null,
  ratio_numerator: null,
  ratio_denominator: null,
  per_share: null,
  purpose: 'hand entry',
  status: 'applied',
  applied_at: '2026-11-01T10:00:00.000Z',
  ...over,
});

/** A day some days from today, as yyyy-mm-dd (UTC; the test's days are far from midnight either way). */
const daysFromToday = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function publish(a: CorporateAction): Promise<void> {
  const event: CorporateActionApplied = { action: a, instrument_tokens: [] };
  await jetstream(nc).publish(CORPORATE_ACTION_EVENTS.applied, JSON.stringify(event));
}

beforeAll(async () => {
  await pf.start();
  nc = await connect({ servers: pf.infra.nats.url });
  a = await pf.newUser('ledger.a@example.com');
  b = await pf.newUser('ledger.b@example.com');
}, 90_000);

afterAll(async () => {
  await nc?.close();
  await pf.close();
});

describe('the lot ledger through the gateway', () => {
  it('derives holdings, lots, realised P&L and dividends from imported trades, a paper fill and corporate actions', async () => {
    const portfolio = pf.stack.service('portfolio');
    const writer = portfolio.get(LedgerWriter);
    const uow = portfolio.get(UnitOfWork);
    const trades = [
      trade('E1', 'buy', '2024-05-02', '10', '1400'),
      trade('E2', 'buy', '2024-06-03', '5', '1500'),
      trade('E3', 'sell', '2024-07-01', '8', '1600'),
      trade('E4', 'buy', '2024-08-01', '4', '1550'),
      trade('E5', 'sell', '2024-08-01', '4', '1580'),
      trade('E6', 'buy', '2024-03-01', '10', '3000', TCS_ISIN),
    ];
    const stored = await uow.run((tx) =>
      writer.addImported(tx, a.id, IMPORT_ID, { trades, holdings: [], dividends: [] }),
    );
    expect(stored).toMatchObject({ trades: 6, duplicates: 0 });
    // The same tradebook again (an overlapping export) adds nothing.
    const again = await uow.run((tx) =>
      writer.addImported(tx, a.id, IMPORT_ID, { trades, holdings: [], dividends: [] }),
    );
    expect(again).toMatchObject({ trades: 0, duplicates: 6 });

    // A paper fill: 10 INFY bought at 1,500 today goes into the same ISIN's history.
    await pf.setPrice(STOCK.INFY, 1500);
    expect((await a.placeOrder(order({ quantity: 10 }))).status).toBe(201);

    // TCS splits 2:1 from 1 June 2024; INFY pays 20 a share ex 19 July 2024, 15 a share 30 days ago,
    // and has announced 10 a share in 200 days.
    const recent = daysFromToday(-30);
    const coming = daysFromToday(200);
    await publish(
      action({
        id: 'split-tcs',
        isin: TCS_ISIN,
        symbol: 'TCS',
        kind: 'split',
        ex_date: '2024-06-01',
        ratio_numerator: 2,
        ratio_denominator: 1,
      }),
    );
    await publish(action({ id: 'div-1', ex_date: '2024-07-19', per_share: '20' }));
    await publish(action({ id: 'div-2', ex_date: recent, record_date: recent, per_share: '15' }));
    await publish(action({ id: 'div-3', ex_date: coming, per_share: '10' }));
    await publish(action({ id: 'div-1', ex_date: '2024-07-19', per_share: '20' })); // delivered twice: applied once

    const tcsLots = await pf.eventually(
      async () => (await a.get(`/ledger/lots?isin=${TCS_ISIN}`)).body.data.lots,
      (lots: { open_quantity: string }[]) => lots[0]?.open_quantity === '20',
    );
    // 10 at 3,000 bought before the split: 20 at 1,500, the cost of 30,000 and the buy date kept.
    expect(tcsLots).toEqual([
      expect.objectContaining({
        buy_date: '2024-03-01',
        open_quantity: '20',
        cost_per_share: '1500.0000',
        cost: '30000.00',
      }),
    ]);

    const holdings = (await a.get('/ledger/holdings')).body.data.holdings;
    const infy = holdings.find((h: { isin: string }) => h.isin === INFY_ISIN);
    // INFY: 10 + 5 bought, 8 sold first in first out (2 left of the 2 May lot), the 1 August trades squared
    // off intraday, then 10 on paper: 2 × 1,400 + 5 × 1,500 + 10 × 1,500 = 25,300 over 17 = 1,488.2353.
    expect(infy).toMatchObject({
      symbol: 'INFY',
      quantity: '17',
      invested: '25300.00',
      average_cost: '1488.2353',
      instrument_token: STOCK.INFY,
      lots: 3,
      sources: ['console-tradebook', 'paper'],
    });
    // At 1,500: 17 × 1,500 = 25,500, 200 above cost (unless the simulator has moved the price since).
    if (infy.last_price === 1500) expect(infy).toMatchObject({ current_value: '25500.00', unrealised: '200.00' });

    const realised = (await a.get('/ledger/realised?from=2024-04-01&to=2025-03-31')).body.data;
    // 8 × (1,600 − 1,400) = 1,600 and, intraday on 1 August, 4 × (1,580 − 1,550) = 120.
    expect(realised.total).toBe('1720.00');
    expect(
      realised.entries.map((e: { sell_date: string; realised: string; intraday: boolean }) => [
        e.sell_date,
        e.realised,
        e.intraday,
      ]),
    ).toEqual([
      ['2024-07-01', '1600.00', false],
      ['2024-08-01', '120.00', true],
    ]);

    const dividends = (await a.get('/dividends')).body.data;
    // Held the day before 19 July 2024: 2 + 5 = 7 → 140. Thirty days ago: the same 7 (the paper buy is
    // today) → 105. Upcoming: the 17 held now × 10 = 170.
    expect(
      dividends.dividends.map((d: { ex_date: string; quantity: string; amount: string; status: string }) => [
        d.ex_date,
        d.quantity,
        d.amount,
        d.status,
      ]),
    ).toEqual([
      [coming, '17', '170.00', 'upcoming'],
      [recent, '7', '105.00', 'received'],
      ['2024-07-19', '7', '140.00', 'received'],
    ]);
    expect(dividends.total_received).toBe('245.00');
    // Yield on cost: 105 received in the last twelve months over 25,300 invested = 0.415 % → 0.42.
    expect(dividends.yield_on_cost).toContainEqual({
      isin: INFY_ISIN,
      symbol: 'INFY',
      received_12m: '105.00',
      invested: '25300.00',
      yield_percent: '0.42',
    });
  }, 60_000);

  it('shows another user none of it', async () => {
    expect((await b.get(`/ledger/lots?isin=${INFY_ISIN}`)).body.data.lots).toEqual([]);
    expect((await b.get('/ledger/holdings')).body.data.holdings).toEqual([]);
    expect((await b.get('/ledger/realised?from=2024-04-01&to=2025-03-31')).body.data).toMatchObject({
      entries: [],
      total: '0.00',
    });
    expect((await b.get('/dividends')).body.data).toMatchObject({ dividends: [], total_received: '0.00' });
  });

  it('refuses bad dates and ISINs with 400 naming the field', async () => {
    const bad = await a.get('/ledger/lots?isin=INFY');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('isin');
    const month = await a.get('/ledger/realised?from=2024-13-01');
    expect(month.status).toBe(400);
    expect(JSON.stringify(month.body)).toContain('from');
    const backwards = await a.get('/ledger/realised?from=2025-04-01&to=2024-03-31');
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('from');
  });

  it('removes a deleted user’s ledger', async () => {
    expect(await pf.count('ledger_trades', a.id)).toBe(7);
    expect((await pf.admin.del(`/admin/users/${a.id}`)).status).toBe(200);
    const left = async () =>
      (await pf.count('ledger_trades', a.id)) +
      (await pf.count('ledger_dividends', a.id)) +
      (await pf.count('ledger_opening_lots', a.id));
    expect(await pf.eventually(left, (n) => n === 0)).toBe(0);
  });
});
