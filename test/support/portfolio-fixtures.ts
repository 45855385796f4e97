import { expect } from '@jest/globals';
import request from 'supertest';
import { connect } from '@nats-io/transport-node';
import { DEMO_USERS, MARKET_SUBJECTS, REQUEST_ID_HEADER } from '@app/contracts';
import { cookieHeader, signIn } from './http.js';
import { setUpInfra, type TestInfra } from './infra.js';
import { TestStack } from './stack.js';
import { statementsOfRequest } from './statements.js';

/** Instrument tokens of the stocks the tests trade. */
export const STOCK = { RELIANCE: 738561, INFY: 408065, TCS: 2953217 } as const;

/** A security as the search lists it. */
export interface Security {
  tradingsymbol: string;
  instrument_token: number;
  instrument_type: string;
  exchange: string;
}

/** A manual position body: 10 RELIANCE at 1400 unless told otherwise. */
export const position = (over: object = {}) => ({
  tradingSymbol: 'RELIANCE',
  instrumentToken: STOCK.RELIANCE,
  exchange: 'NSE',
  buyPrice: 1400,
  quantity: 10,
  ...over,
});

/** A futures position body in the given contract: 65 at 26000. */
export const futuresPosition = (contract: Security, over: object = {}) => ({
  tradingSymbol: contract.tradingsymbol,
  instrumentToken: contract.instrument_token,
  exchange: 'NFO',
  buyPrice: 26000,
  quantity: 65,
  ...over,
});

/** A rollover body into the given contract: closed at 26100, opened at 26200. */
export const rollInto = (contract: Security) => ({
  newTradingSymbol: contract.tradingsymbol,
  newInstrumentToken: contract.instrument_token,
  newExpiry: '2026-12-29',
  closePrice: 26100,
  openPrice: 26200,
});

/** A paper order body: a market BUY of 10 INFY for delivery unless told otherwise. */
export const order = (over: object) => ({
  order: {
    tradingsymbol: 'INFY',
    exchange: 'NSE',
    transaction_type: 'BUY',
    quantity: 10,
    order_type: 'MARKET',
    product: 'CNC',
    ...over,
  },
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const json = (body: unknown) => body as object;

/** Requests under /api as one signed-in user, with the portfolio routes by name. */
export class PortfolioClient {
  constructor(
    private readonly base: string,
    readonly cookie: string,
    readonly id: string,
  ) {}

  get = (path: string) => request(this.base).get(`/api${path}`).set('Cookie', this.cookie);
  post = (path: string, body: unknown = {}) =>
    request(this.base).post(`/api${path}`).set('Cookie', this.cookie).send(json(body));
  put = (path: string, body: unknown) =>
    request(this.base).put(`/api${path}`).set('Cookie', this.cookie).send(json(body));
  del = (path: string) => request(this.base).delete(`/api${path}`).set('Cookie', this.cookie);

  positions = () => this.get('/portfolio/manual/positions');
  createPosition = (body: object) => this.post('/portfolio/manual/positions', body);
  updatePosition = (id: string, body: object) => this.put(`/portfolio/manual/positions/${id}`, body);
  deletePosition = (id: string) => this.del(`/portfolio/manual/positions/${id}`);
  sell = (id: string, body: object) => this.post(`/portfolio/manual/positions/${id}/sell`, body);
  squareOff = (id: string) => this.post(`/portfolio/manual/positions/${id}/square-off`, {});
  rollover = (id: string, body: object) => this.post(`/portfolio/manual/positions/${id}/rollover`, body);
  bulkRollover = (rolloverData: object[]) => this.post('/portfolio/manual/bulk-rollover', { rolloverData });
  rolloverHistory = () => this.get('/portfolio/manual/rollover-history');
  import = (what: 'live-positions' | 'sold-positions' | 'rollover-history', body: object) =>
    this.post(`/portfolio/manual/bulk-import/${what}`, body);
  soldPositions = (query = '') => this.get(`/portfolio/sold-positions${query}`);
  lossCover = (query = '') => this.get(`/portfolio/loss-cover/positions${query}`);
  rebuyEntries = () => this.get('/rebuy/entries');
  placeOrder = (body: object) => this.post('/orders/place', body);
  holdings = () => this.get('/portfolio/holdings');
  cash = async (): Promise<number> => (await this.get('/funds')).body.data.funds.equity.available.cash;
}

/** The portfolio suite's stack (auth, market, settings, portfolio and the gateway) and the steps its tests share. */
export class PortfolioStack {
  infra!: TestInfra;
  stack!: TestStack;
  base = '';
  admin!: PortfolioClient;

  async start(): Promise<void> {
    this.infra = await setUpInfra();
    // A slow walk, so a price set by the test stays put between the steps that read it.
    this.stack = new TestStack(this.infra, {
      // The services in IST, as on an Indian developer's laptop: no day an investor gave may move.
      TZ: 'Asia/Kolkata',
      SEED_DEMO: 'true',
      MARKET_ALWAYS_OPEN: 'true',
      SIMULATOR_INTERVAL_MS: '60000',
      REGISTER_PER_MINUTE: '100',
      BODY_LIMIT: '1mb',
    });
    await this.stack.startServices(['auth', 'market', 'settings', 'portfolio']);
    this.base = await this.stack.startGateway();
    this.admin = await this.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  }

  async close(): Promise<void> {
    await this.stack?.close();
    await this.infra?.close();
  }

  /** A client for the user the cookie signs in; `id` is theirs when known. */
  client(cookie: string, id = ''): PortfolioClient {
    return new PortfolioClient(this.base, cookie, id);
  }

  async signIn(email: string, password: string): Promise<PortfolioClient> {
    const s = await signIn(this.base, email, password);
    return this.client(cookieHeader(s.cookies), s.user.id);
  }

  async newUser(email: string): Promise<PortfolioClient> {
    await request(this.base).post('/api/auth/register').send({ email, password: 'Portfolio12345' });
    return this.signIn(email, 'Portfolio12345');
  }

  /** How many rows of a portfolio table belong to the user. */
  async count(table: string, userId: string): Promise<number> {
    const sql = `SELECT count(*)::text AS n FROM portfolio.${table} WHERE user_id = $1`;
    return Number((await this.infra.db.query<{ n: string }>(sql, [userId]))[0].n);
  }

  /** Sets the simulated price and waits until the market service answers it as the latest price. */
  async setPrice(token: number, price: number): Promise<void> {
    const admin = this.admin;
    expect((await admin.post('/market/simulator/price', { instrument_token: token, last_price: price })).status).toBe(
      200,
    );
    const latest = async () =>
      (await admin.get('/market-data')).body.data.market_data.find(
        (q: { instrument_token: number }) => q.instrument_token === token,
      )?.last_price;
    if ((await this.eventually(latest, (p) => p === price, 50, 50)) !== price) throw new Error('price did not arrive');
  }

  /** The NIFTY futures the NFO lists, nearest expiry first. */
  async niftyFutures(): Promise<Security[]> {
    const res = await this.admin.get('/securities/search?query=NIFTY2&limit=50');
    return res.body.data.securities.filter((s: Security) => s.instrument_type === 'FUT' && s.exchange === 'NFO');
  }

  /** Reads until `done` holds or the tries run out, and answers the last reading. */
  async eventually<T>(read: () => Promise<T>, done: (v: T) => boolean, tries = 50, everyMs = 100): Promise<T> {
    let value = await read();
    for (let i = 0; i < tries && !done(value); i++) {
      await sleep(everyMs);
      value = await read();
    }
    return value;
  }

  /**
   * Runs `work`, which sends one request with the given X-Request-Id, counting the SQL statements the
   * portfolio service runs for it and the price lookups it makes on NATS. Only statements and lookups
   * under that request id count: the paper broker's checks on every tick batch and the market feed's
   * timers run meanwhile on their own and never do.
   */
  async countingQueries<T>(
    work: (requestId: string) => Promise<T>,
  ): Promise<{ result: T; statements: number; lookups: number }> {
    const nc = await connect({ servers: this.infra.nats.url });
    let lookups = 0;
    let requestId = '';
    const sub = nc.subscribe(MARKET_SUBJECTS.pricesLatest, {
      callback: (_e, msg) => void (msg.headers?.get(REQUEST_ID_HEADER) === requestId && lookups++),
    });
    await nc.flush();
    try {
      const counted = await statementsOfRequest(this.stack.service('portfolio'), (id) => ((requestId = id), work(id)));
      await nc.flush();
      return { result: counted.result, statements: counted.statements, lookups };
    } finally {
      sub.unsubscribe();
      await nc.close();
    }
  }

  /** Runs `work` with the portfolio service restarted on extra settings, then restarts it as it was. */
  async withPortfolio(env: Record<string, string>, work: () => Promise<void>): Promise<void> {
    await this.stack.stopService('portfolio');
    await this.stack.startService('portfolio', env);
    try {
      await work();
    } finally {
      await this.stack.stopService('portfolio');
      await this.stack.startService('portfolio');
    }
  }
}
