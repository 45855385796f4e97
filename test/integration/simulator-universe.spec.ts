import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { MARKET_EVENTS, serviceSubjects, type TickBatch } from '@app/contracts';
import { startService } from '@app/common';
import { loadMarketConfig } from '../../apps/market/src/config/market.config.js';
import { MarketModule } from '../../apps/market/src/market.module.js';
import {
  expectedTicksPerSecond,
  tierContext,
  tierOf,
  type LiquidityTier,
} from '../../apps/market/src/feeds/simulator/liquidity-tier.js';
import { snapshotPricedTokens } from '../../apps/market/src/instruments/bundled-instruments.js';
import { InstrumentsService } from '../../apps/market/src/instruments/instruments.service.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { capturingLogger } from '../support/logs.js';
import { waitFor } from '../support/wait.js';

/** Ticks are counted by their own instants over this window, after the feed has run this long. */
const WINDOW_MS = 4000;
const SETTLE_MS = 500;

let infra: TestInfra;
let nc: NatsConnection;
let market: INestMicroservice;

beforeAll(async () => {
  infra = await setUpInfra();
  nc = await connect({ servers: infra.nats.url });
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: infra.db.url,
    NATS_URL: infra.nats.url,
    HEALTH_PORT: '0',
    INSTANCE_ID: 'universe',
    MARKET_ALWAYS_OPEN: 'true',
    SIMULATOR_UNIVERSE: 'all',
    SIMULATOR_INTERVAL_MS: '200',
    DB_POOL_SIZE: '3',
  };
  const { logger } = capturingLogger('market-universe');
  market = await startService(MarketModule.forRoot(loadMarketConfig(env), logger), {
    queue: 'market',
    natsUrl: infra.nats.url,
    instance: 'universe',
    logger,
    readinessSubject: serviceSubjects('market').health,
  });
}, 60_000);

afterAll(async () => {
  await market?.close();
  await nc?.close();
  await infra?.close();
});

describe('simulator streaming the whole universe', () => {
  it('offers the tiers expected ticks per second and ticks tier 1 far more often than tier 3', async () => {
    const master = market.get(InstrumentsService).all();
    const priced = snapshotPricedTokens();
    const context = tierContext(
      master,
      master.filter((i) => priced.has(i.instrument_token)),
    );
    const expected = expectedTicksPerSecond(master, context);
    const perToken = new Map<number, number>();
    let start = NaN;
    let latest = 0;
    const sub: Subscription = nc.subscribe(MARKET_EVENTS.ticks, {
      callback: (_e, msg) => {
        for (const t of msg.json<TickBatch>().ticks) {
          const at = Date.parse(t.timestamp);
          if (Number.isNaN(start)) start = at + SETTLE_MS;
          latest = Math.max(latest, at);
          if (at >= start && at < start + WINDOW_MS)
            perToken.set(t.instrument_token, (perToken.get(t.instrument_token) ?? 0) + 1);
        }
      },
    });
    // A step emits its ticks in time order, so once one past the window is seen the window is complete.
    await waitFor('ticks past the counting window', () => latest >= start + WINDOW_MS, Boolean, 60_000);
    sub.unsubscribe();

    const total = [...perToken.values()].reduce((a, b) => a + b, 0);
    const observed = total / (WINDOW_MS / 1000);
    expect(expected).toBeGreaterThanOrEqual(5000);
    expect(expected).toBeLessThanOrEqual(20000);
    // Poisson counts over four seconds stray well under 5 % from the mean at this rate.
    expect(observed).toBeGreaterThan(expected * 0.9);
    expect(observed).toBeLessThan(expected * 1.1);

    const byTier: Record<LiquidityTier, { ticks: number; instruments: number }> = {
      1: { ticks: 0, instruments: 0 },
      2: { ticks: 0, instruments: 0 },
      3: { ticks: 0, instruments: 0 },
    };
    for (const i of master) {
      const tier = byTier[tierOf(i, context)];
      tier.instruments++;
      tier.ticks += perToken.get(i.instrument_token) ?? 0;
    }
    const rate = (tier: LiquidityTier) => byTier[tier].ticks / byTier[tier].instruments / (WINDOW_MS / 1000);
    expect(rate(1)).toBeGreaterThan(5);
    expect(rate(2)).toBeGreaterThan(0.5);
    expect(rate(2)).toBeLessThan(2);
    expect(rate(3)).toBeLessThan(0.1);
    expect(rate(1)).toBeGreaterThan(50 * rate(3));
  }, 90_000);
});
