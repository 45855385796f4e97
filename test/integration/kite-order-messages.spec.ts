import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { BROKER_EVENTS, serviceSubjects, type KiteOrderMessage } from '@app/contracts';
import { startService } from '@app/common';
import { checksumMatches, orderChecksum } from '@app/kite';
import { loadMarketConfig } from '../../apps/market/src/config/market.config.js';
import { MarketModule } from '../../apps/market/src/market.module.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { ACCESS_TOKEN, API_KEY, FakeKiteTicker, waitFor } from '../support/kite-fixtures.js';
import { FakeKiteRest } from '../support/kite-rest-server.js';
import { capturingLogger } from '../support/logs.js';

let infra: TestInfra;
let nc: NatsConnection;
let ticker: FakeKiteTicker;
let kite: FakeKiteRest;
let market: INestMicroservice;
let logLines: string[];

beforeAll(async () => {
  infra = await setUpInfra();
  nc = await connect({ servers: infra.nats.url });
  ticker = await FakeKiteTicker.start();
  kite = await FakeKiteRest.start();
  const { logger, lines } = capturingLogger('market-o1');
  logLines = lines;
  const config = loadMarketConfig({
    NODE_ENV: 'test',
    INSTANCE_ID: 'o1',
    HEALTH_PORT: '0',
    DB_POOL_SIZE: '4',
    DATABASE_URL: infra.db.url,
    NATS_URL: infra.nats.url,
    KITE_API_KEY: API_KEY,
    KITE_ACCESS_TOKEN: ACCESS_TOKEN,
    KITE_API_URL: kite.url,
    KITE_TICKER_URL: ticker.url,
  });
  market = await startService(MarketModule.forRoot(config, logger), {
    queue: 'market',
    readinessSubject: serviceSubjects('market').health,
    natsUrl: infra.nats.url,
    instance: 'o1',
    logger,
  });
  await waitFor(() => ticker.connectionsOf(ACCESS_TOKEN).length === 1, 'the ticker connection', 10_000);
}, 60_000);

afterAll(async () => {
  await market?.close();
  await kite?.close();
  await ticker?.close();
  await nc?.close();
  await infra?.close();
});

/** Listens for the next message on the subject; resolves once NATS has the subscription. */
async function next<T>(subject: string, ms = 5000): Promise<{ heard: Promise<T> }> {
  const heard = new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nothing on ${subject} within ${ms} ms`)), ms);
    nc.subscribe(subject, {
      max: 1,
      callback: (_e, msg) => {
        clearTimeout(timer);
        resolve(msg.json<T>());
      },
    });
  });
  await nc.flush();
  return { heard };
}

const order = {
  order_id: '220303000308932',
  exchange_order_id: '1000000001482421',
  placed_by: 'AB1234',
  status: 'COMPLETE',
  status_message: null,
  tradingsymbol: 'SBIN',
  exchange: 'NSE',
  order_type: 'MARKET',
  transaction_type: 'BUY',
  product: 'CNC',
  quantity: 1,
  filled_quantity: 1,
  average_price: 470.05,
  order_timestamp: '2022-03-03 09:24:25',
  exchange_timestamp: '2022-03-03 09:24:25',
  guid: '91015XbVKYq0oJvYDj',
};

describe("the ticker's order messages", () => {
  it('reach NATS as broker.kite.order-message, unchanged, with their checksum intact', async () => {
    const { heard } = await next<KiteOrderMessage>(BROKER_EVENTS.kiteOrderMessage);
    const sent = ticker.sendOrderMessage(ACCESS_TOKEN, order);
    const message = await heard;
    expect(message.data).toEqual(sent);
    expect(Number.isNaN(Date.parse(message.received_at))).toBe(false);
    // The portfolio's check passes with the app's secret, and a tampered message fails it.
    const expected = orderChecksum(order.order_id, order.order_timestamp, 'kite-secret');
    expect(checksumMatches(expected, message.data.checksum)).toBe(true);
    expect(
      checksumMatches(orderChecksum(order.order_id, '2022-03-03 09:24:26', 'kite-secret'), message.data.checksum),
    ).toBe(false);
  });

  it('never writes the order to the log', async () => {
    const { heard } = await next<KiteOrderMessage>(BROKER_EVENTS.kiteOrderMessage);
    ticker.sendOrderMessage(ACCESS_TOKEN, { ...order, order_id: '220303000308999', guid: 'guid-not-for-logs' });
    await heard;
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((l) => l.includes('220303000308999') || l.includes('guid-not-for-logs'))).toEqual([]);
  });
});
