import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ErrorCode, REPORT_SUBJECTS, type LedgerTrade, type ReturnsReply } from '@app/contracts';
import { RpcCallError, RpcClient } from '@app/common';
import { LedgerTradesRepository } from '../../apps/portfolio/src/ledger/ledger-trades.repository.js';
import { NOTICES } from '../../apps/portfolio/src/reports/returns/returns-notices.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';

const ALICE = '00000000-0000-4000-8000-0000000a11ce';
const BOB = '00000000-0000-4000-8000-000000000b0b';
const CAROL = '00000000-0000-4000-8000-0000000ca201';
const RELIANCE = 'INE002A01018';

let infra: TestInfra;
let stack: TestStack;
let nc: NatsConnection;
let rpc: RpcClient;

const buy = (trade_id: string, trade_date: string, quantity: string, price: string, isin = RELIANCE): LedgerTrade => ({
  source: 'console-tradebook',
  trade_id,
  order_id: null,
  isin,
  symbol: isin === RELIANCE ? 'RELIANCE' : 'TCS',
  exchange: 'NSE',
  segment: 'EQ',
  trade_date,
  executed_at: null,
  side: 'buy',
  quantity,
  price,
  expiry: null,
  charges: null,
});

const returns = (userId: string, query: Record<string, unknown> = {}) =>
  rpc.request(REPORT_SUBJECTS.returns, { userId, query }) as Promise<ReturnsReply>;

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra);
  await stack.startServices(['market', 'portfolio']);
  nc = await connect({ servers: infra.nats.url });
  rpc = new RpcClient(nc, 10_000);
  await stack
    .service('portfolio')
    .get(LedgerTradesRepository)
    .insertTrades(ALICE, null, [buy('A1', '2026-06-01', '10', '1500'), buy('A2', '2026-07-01', '5', '1600')]);
  await stack
    .service('portfolio')
    .get(LedgerTradesRepository)
    .insertTrades(CAROL, null, [buy('C1', '2026-08-03', '4', '3000', 'INE467B01029')]);
}, 120_000);

afterAll(async () => {
  await nc?.close();
  await stack?.close();
  await infra?.close();
});

describe('returns over NATS', () => {
  it('answers the user’s own holdings, priced from the market, beside NIFTY 50 fed the same rupees', async () => {
    const reply = await returns(ALICE, { period: 'MAX' });
    expect(reply.prices).toBe('simulated');
    expect(reply.from).toBe('2026-06-01');
    // 10 × 1,500 + 5 × 1,600 = 23,000 put in.
    expect(reply.portfolio.invested).toBe('23000.00');
    const value = Number(reply.portfolio.value);
    expect(value).toBeGreaterThan(0);
    expect(Number(reply.portfolio.gain)).toBeCloseTo(value - 23000, 2);
    expect(reply.holdings.map((h) => [h.symbol, h.status, h.priced])).toEqual([['RELIANCE', 'held', true]]);
    expect(reply.portfolio.nav[0]).toEqual({ date: '2026-05-31', nav: '1000.0000' });
    expect(reply.portfolio.nav[1]?.date).toBe('2026-06-01');
    expect(reply.benchmark?.label).toBe('NIFTY 50 (price index: dividends not included)');
    expect(reply.benchmark?.series).toBe('price');
    expect(reply.notices).toEqual([]);
  }, 60_000);

  it('shows another user nothing of it, and answers 404 for an ISIN they do not hold', async () => {
    const reply = await returns(BOB);
    expect(reply.holdings).toEqual([]);
    expect(reply.portfolio.invested).toBe('0.00');
    const err = await returns(BOB, { isin: RELIANCE }).then(
      () => null,
      (e: RpcCallError) => e,
    );
    expect(err?.code).toBe(ErrorCode.NotFound);
  });

  it('refuses a period it does not know', async () => {
    const err = await returns(ALICE, { period: '2W' }).then(
      () => null,
      (e: RpcCallError) => e,
    );
    expect(err?.code).toBe(ErrorCode.ValidationFailed);
  });

  it('values holdings it has no closes for at cost, and says so, while the market service is down', async () => {
    await stack.stopService('market');
    // Carol's TCS was never priced before: nothing to fall back on but its cost, 4 × 3,000.
    const reply = await returns(CAROL, { period: 'MAX' });
    expect(reply.portfolio).toMatchObject({ invested: '12000.00', value: '12000.00', gain: '0.00' });
    expect(reply.benchmark).toBeNull();
    expect(reply.notices).toEqual([NOTICES.marketDown]);
  }, 30_000);
});
