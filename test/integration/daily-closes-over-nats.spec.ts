import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ErrorCode, MARKET_SUBJECTS, serviceSubjects } from '@app/contracts';
import { RpcCallError, RpcClient, startService } from '@app/common';
import { loadMarketConfig } from '../../apps/market/src/config/market.config.js';
import { MarketModule } from '../../apps/market/src/market.module.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { capturingLogger } from '../support/logs.js';
import { TOKENS } from '../support/market-fixtures.js';

let infra: TestInfra;
let nc: NatsConnection;
let rpc: RpcClient;
let market: INestMicroservice;

beforeAll(async () => {
  infra = await setUpInfra();
  nc = await connect({ servers: infra.nats.url });
  rpc = new RpcClient(nc, 30_000);
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: infra.db.url,
    NATS_URL: infra.nats.url,
    HEALTH_PORT: '0',
    INSTANCE_ID: 'closes',
    SIMULATOR_UNIVERSE: 'core',
    DB_POOL_SIZE: '3',
  };
  const { logger } = capturingLogger('market-closes');
  market = await startService(MarketModule.forRoot(loadMarketConfig(env), logger), {
    queue: 'market',
    natsUrl: infra.nats.url,
    instance: 'closes',
    logger,
    readinessSubject: serviceSubjects('market').health,
  });
}, 120_000);

afterAll(async () => {
  await market?.close();
  await nc?.close();
  await infra?.close();
});

const isWeekday = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

describe('daily closes over NATS', () => {
  it('answers each instrument by token, by ISIN (NSE first) or by exchange and symbol, in the order asked', async () => {
    const reply = await rpc.request(MARKET_SUBJECTS.candlesCloses, {
      instruments: [
        { instrument_token: TOKENS.NIFTY50 },
        { isin: 'INE002A01018' },
        { isin: 'INE999Z01019' },
        { isin: null, exchange: 'BSE', tradingsymbol: 'RELIANCE' },
      ],
      from: '2025-01-01',
      to: '2025-01-31',
    });
    expect(reply.source).toBe('simulated');
    expect(reply.series.map((s) => [s.instrument_token, s.name])).toEqual([
      [TOKENS.NIFTY50, 'NIFTY 50'],
      // RELIANCE is listed on both; the ISIN prices from NSE.
      [TOKENS.RELIANCE, 'RELIANCE INDUSTRIES'],
      [null, null],
      [128083204, 'RELIANCE INDUSTRIES'],
    ]);
    expect(reply.series[2]!.closes).toEqual([]);
    // The symbol each trades under now, which the returns report lists a renamed stock by.
    expect(reply.series.map((s) => s.tradingsymbol)).toEqual(['NIFTY 50', 'RELIANCE', null, 'RELIANCE']);
    const nifty = reply.series[0]!.closes;
    // January 2025 starts on a Wednesday: 23 weekdays.
    expect(nifty).toHaveLength(23);
    expect(nifty[0]![0]).toBe('2025-01-01');
    expect(nifty.at(-1)![0]).toBe('2025-01-31');
    expect(nifty.every(([day, close]) => isWeekday(day) && close > 0)).toBe(true);
  });

  it('refuses a malformed request with a coded validation error naming the field', async () => {
    const err = await rpc
      .request(MARKET_SUBJECTS.candlesCloses, {
        instruments: [{ instrument_token: 256265 }],
        from: '2025-02-01',
        to: '2025-01-01',
      })
      .then(
        () => null,
        (e: RpcCallError) => e,
      );
    expect(err?.code).toBe(ErrorCode.ValidationFailed);
    expect(err?.payload.details).toEqual([{ field: 'from', errors: ['from must not be after to'] }]);
  });
});

describe('instruments resolved over NATS as a ledger names them', () => {
  it('answers each by token, by ISIN (NSE first) or by exchange and symbol, null where none, in the order asked', async () => {
    const { instruments } = await rpc.request(MARKET_SUBJECTS.instrumentsResolve, {
      instruments: [
        { isin: 'INE002A01018' },
        { exchange: 'BSE', tradingsymbol: 'RELIANCE' },
        { isin: 'INE999Z01019' },
        { instrument_token: TOKENS.NIFTY50 },
      ],
    });
    expect(instruments.map((i) => i && [i.instrument_token, i.exchange, i.tradingsymbol])).toEqual([
      [TOKENS.RELIANCE, 'NSE', 'RELIANCE'],
      [128083204, 'BSE', 'RELIANCE'],
      null,
      [TOKENS.NIFTY50, 'NSE', 'NIFTY 50'],
    ]);
  });

  it.each([
    ['an empty list', [], 'instruments', 'instruments must list 1 to 100 instruments'],
    [
      'over 100',
      Array.from({ length: 101 }, () => ({ isin: 'INE002A01018' })),
      'instruments',
      'instruments must list 1 to 100 instruments',
    ],
    [
      'a token that is text',
      [{ isin: 'INE002A01018' }, { instrument_token: 'x' }],
      'instruments.1',
      'an instrument is a token, or an ISIN, exchange and symbol as text',
    ],
  ])('refuses %s with a coded validation error naming the field', async (_what, list, field, message) => {
    const err = await rpc.request(MARKET_SUBJECTS.instrumentsResolve, { instruments: list as never }).then(
      () => null,
      (e: RpcCallError) => e,
    );
    expect(err?.code).toBe(ErrorCode.ValidationFailed);
    expect(err?.payload.details).toEqual([{ field, errors: [message] }]);
  });
});
