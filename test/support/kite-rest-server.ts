import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { INestMicroservice } from '@nestjs/common';
import { serviceSubjects } from '@app/contracts';
import { startService } from '@app/common';
import { loadMarketConfig } from '../../apps/market/src/config/market.config.js';
import { MarketModule } from '../../apps/market/src/market.module.js';
import type { TestInfra } from './infra.js';
import { API_KEY, ACCESS_TOKEN } from './kite-fixtures.js';
import { capturingLogger } from './logs.js';

/** A request the fake saw: when (performance.now()), its path and its query parameters in order. */
export interface SeenRequest {
  at: number;
  path: string;
  params: Array<[string, string]>;
}

/**
 * How the fake answers: `ok` in Kite's documented shape, `error` with Kite's error envelope and the
 * given status (e.g. 503 NetworkException), `drop` by cutting the connection (Kite unreachable).
 */
export type KiteRestMode =
  { kind: 'ok' } | { kind: 'error'; status: number; errorType: string; message: string } | { kind: 'drop' };

/** Days per historical request Kite takes before it refuses with an InputException (the conservative figures). */
const RANGE_LIMIT_DAYS: Record<string, number> = {
  minute: 30,
  '3minute': 90,
  '5minute': 90,
  '10minute': 90,
  '15minute': 180,
  '30minute': 180,
  '60minute': 365,
  day: 2000,
};
const STEP_MINUTES: Record<string, number> = {
  minute: 1,
  '3minute': 3,
  '5minute': 5,
  '10minute': 10,
  '15minute': 15,
  '30minute': 30,
  '60minute': 60,
};

const istDay = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);
const stamp = (ms: number) => `${new Date(ms + 330 * 60_000).toISOString().slice(0, 19)}+0530`;

/** Deterministic candles for a token over an IST range: weekdays only, 09:15-15:30 bars for intraday intervals. */
export function fakeCandles(token: number, interval: string, fromMs: number, toMs: number, oi: boolean): unknown[][] {
  const rows: unknown[][] = [];
  const first = Date.parse(`${istDay(fromMs)}T00:00:00+05:30`);
  for (let day = first; day <= toMs; day += 86_400_000) {
    const weekday = new Date(day + 330 * 60_000).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const starts =
      interval === 'day'
        ? [day]
        : Array.from(
            { length: Math.floor(375 / STEP_MINUTES[interval]) },
            (_, i) => day + (555 + i * STEP_MINUTES[interval]) * 60_000,
          );
    for (const at of starts) {
      if (at < fromMs || at > toMs) continue;
      const base = 100 + (token % 97) + ((at / 86_400_000) % 50);
      const o = Math.round(base * 100) / 100;
      const row: unknown[] = [stamp(at), o, o + 2, o - 1, o + 1, 1000 + (token % 10)];
      if (oi) row.push(5000);
      rows.push(row);
    }
  }
  return rows;
}

/** The LTP the fake answers for a quote key (EXCHANGE:SYMBOL): stable, positive, and different per key. */
export function fakeLtp(key: string): number {
  let h = 0;
  for (const c of key) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return 100 + (h % 9000) / 4;
}

/** The instrument dump's columns, in Kite's order (market-facts §2.8). */
export const KITE_DUMP_COLUMNS =
  'instrument_token,exchange_token,tradingsymbol,name,last_price,expiry,strike,tick_size,lot_size,instrument_type,segment,exchange';

/**
 * A stand-in for api.kite.trade's market-data endpoints: GET /instruments/historical/{token}/{interval},
 * GET /quote/ltp and the instrument dump (GET /instruments, /instruments/{exchange}, once one is set),
 * answering in Kite's documented shape, checking the version and authorization headers (403
 * TokenException otherwise), refusing over-long ranges and over-large quote batches with
 * InputException as Kite does, and able to answer 429s, errors or nothing at all.
 */
export class FakeKiteRest {
  readonly requests: SeenRequest[] = [];
  mode: KiteRestMode = { kind: 'ok' };
  /** The next this-many requests are answered 429 (Kite's rate-limit answer). */
  rateLimitNext = 0;
  /** The CSV GET /instruments answers, as Kite's dump (header first); none: the route is not found. */
  instrumentDump: string | null = null;
  /** How long the dump takes to start answering, as Kite's large dump does. */
  dumpDelayMs = 0;
  private readonly server: Server;

  private constructor() {
    // A /quote/ltp URL of 1,000 keys runs to tens of kB, past Node's default 16 kB header limit.
    this.server = createServer({ maxHeaderSize: 256 * 1024 }, (req, res) => this.answer(req, res));
  }

  static async start(): Promise<FakeKiteRest> {
    const fake = new FakeKiteRest();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The requests to paths starting with the prefix. */
  seen(prefix: string): SeenRequest[] {
    return this.requests.filter((r) => r.path.startsWith(prefix));
  }

  /** The most requests to the prefix that arrived within any window of `windowMs`. */
  busiestWindow(prefix: string, windowMs = 1000): number {
    const times = this.seen(prefix)
      .map((r) => r.at)
      .sort((a, b) => a - b);
    let best = 0;
    for (let i = 0, j = 0; i < times.length; i++) {
      while (times[i] - times[j] >= windowMs) j++;
      best = Math.max(best, i - j + 1);
    }
    return best;
  }

  reset(): void {
    this.requests.length = 0;
    this.mode = { kind: 'ok' };
    this.rateLimitNext = 0;
    this.instrumentDump = null;
    this.dumpDelayMs = 0;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    this.requests.push({ at: performance.now(), path: url.pathname, params: [...url.searchParams.entries()] });
    const send = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const fail = (status: number, errorType: string, message: string): void =>
      send(status, { status: 'error', message, data: null, error_type: errorType });
    if (this.mode.kind === 'drop') return void req.socket.destroy();
    if (req.headers['x-kite-version'] !== '3' || req.headers.authorization !== `token ${API_KEY}:${ACCESS_TOKEN}`) {
      return fail(403, 'TokenException', 'Incorrect `api_key` or `access_token`.');
    }
    if (this.rateLimitNext > 0) {
      this.rateLimitNext--;
      return fail(429, 'NetworkException', 'Too many requests');
    }
    if (this.mode.kind === 'error') return fail(this.mode.status, this.mode.errorType, this.mode.message);
    const historical = /^\/instruments\/historical\/(\d+)\/(\w+)$/.exec(url.pathname);
    if (historical) return this.historical(Number(historical[1]), historical[2], url.searchParams, send, fail);
    const dump = /^\/instruments(?:\/([A-Z]+))?$/.exec(url.pathname);
    if (dump && this.instrumentDump !== null) return this.dump(dump[1], res);
    if (url.pathname === '/quote/ltp') {
      const keys = url.searchParams.getAll('i');
      if (keys.length > 1000)
        return fail(400, 'InputException', 'Too many instruments requested. Max permitted is 1000.');
      return send(200, {
        status: 'success',
        data: Object.fromEntries(keys.map((k) => [k, { instrument_token: 0, last_price: fakeLtp(k) }])),
      });
    }
    fail(404, 'GeneralException', 'Route not found');
  }

  /** The dump as CSV, or its rows of one exchange (by the `exchange` column) for /instruments/{exchange}. */
  private dump(exchange: string | undefined, res: ServerResponse): void {
    const [header = '', ...rows] = (this.instrumentDump ?? '').split('\n');
    const at = header.split(',').indexOf('exchange');
    const kept = exchange ? rows.filter((r) => r.split(',')[at] === exchange) : rows;
    const body = [header, ...kept].join('\n');
    setTimeout(() => res.writeHead(200, { 'content-type': 'text/csv' }).end(body), this.dumpDelayMs);
  }

  private historical(
    token: number,
    interval: string,
    q: URLSearchParams,
    send: (status: number, body: unknown) => void,
    fail: (status: number, errorType: string, message: string) => void,
  ): void {
    const limit = RANGE_LIMIT_DAYS[interval];
    const from = Date.parse(`${(q.get('from') ?? '').replace(' ', 'T')}+05:30`);
    const to = Date.parse(`${(q.get('to') ?? '').replace(' ', 'T')}+05:30`);
    if (!limit) return fail(400, 'InputException', 'invalid interval');
    if (Number.isNaN(from) || Number.isNaN(to) || from > to) return fail(400, 'InputException', 'invalid from or to');
    if (to - from > limit * 86_400_000)
      return fail(400, 'InputException', 'interval exceeds max limit: ' + limit + ' days');
    send(200, { status: 'success', data: { candles: fakeCandles(token, interval, from, to, q.get('oi') === '1') } });
  }
}

/** A market replica with Kite as its source: the fake ticker for ticks, the fake REST server for history and quotes. */
export async function startKiteMarket(
  infra: TestInfra,
  name: string,
  kite: { restUrl: string; tickerUrl: string },
  extra: Record<string, string> = {},
): Promise<INestMicroservice> {
  const config = loadMarketConfig({
    NODE_ENV: 'test',
    INSTANCE_ID: name,
    HEALTH_PORT: '0',
    DB_POOL_SIZE: '4',
    DATABASE_URL: infra.db.url,
    NATS_URL: infra.nats.url,
    MARKET_FEED: 'kite',
    KITE_API_KEY: API_KEY,
    KITE_ACCESS_TOKEN: ACCESS_TOKEN,
    KITE_API_URL: kite.restUrl,
    KITE_TICKER_URL: kite.tickerUrl,
    KITE_HTTP_TIMEOUT_MS: '3000',
    ...extra,
  });
  const { logger } = capturingLogger(`market-${name}`);
  return startService(MarketModule.forRoot(config, logger), {
    queue: 'market',
    readinessSubject: serviceSubjects('market').health,
    natsUrl: infra.nats.url,
    instance: name,
    logger,
  });
}
