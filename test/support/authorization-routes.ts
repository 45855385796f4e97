import request from 'supertest';
import type { TestDatabase } from './postgres.js';

export type ActorName = 'none' | 'A' | 'B' | 'admin';
export type Expected = Record<ActorName, number>;

export interface MatrixActor {
  name: ActorName;
  cookie: string;
  id?: string;
  email?: string;
}

/** What one route's calls need: ids of A's fresh resources and the like. */
export type Fixture = Record<string, string | number>;

export interface Entry {
  expect: Expected;
  /** Builds the path (after /api) from the fixture; defaults to the route's own path. */
  path?: (f: Fixture) => string;
  body?: (f: Fixture, actor: MatrixActor) => object;
  prepare?: () => Promise<Fixture>;
  /** B and the admin act on A's resources here: A's rows must come through unchanged. */
  onA?: boolean;
  /** The call ends or rotates the session, so each actor makes it with a session of its own. */
  freshSession?: boolean;
  /** A multipart file upload instead of a JSON body. */
  upload?: () => { field: string; name: string; content: string };
}

/** The running stack the tables act on; the spec fills it in once the stack is up. */
export interface MatrixWorld {
  base: string;
  db: TestDatabase;
  actors: Record<ActorName, MatrixActor>;
}

export const RELIANCE = 738561;
export const INFY = 408065;
export const TCS = 2953217;
export const NIFTY_IT = 259849;
export const NIFTY_PHARMA = 262409;
export const MATRIX_PASSWORD = 'Matrix12345';

// Who gets what, per docs/api.md: no session 401 except public routes; a customer 403 on admin routes;
// another user's id answers 404; each user acting on their own rows succeeds.
export const signedIn = (ok: number): Expected => ({ none: 401, A: ok, B: ok, admin: ok });
export const ownedByA = (ok: number): Expected => ({ none: 401, A: ok, B: 404, admin: 404 });
export const adminOnly = (ok: number): Expected => ({ none: 401, A: 403, B: 403, admin: ok });
export const everyone = (status: number): Expected => ({ none: status, A: status, B: status, admin: status });

let seq = 0;
/** A number never handed out before in this run, for names and targets that must be unique. */
export const nextSeq = () => ++seq;

/** Calls under /api with one actor's cookie. */
export const callAs = (w: MatrixWorld, cookie: string) => ({
  get: (path: string) => request(w.base).get(`/api${path}`).set('Cookie', cookie),
  post: (path: string, body: object = {}) => request(w.base).post(`/api${path}`).set('Cookie', cookie).send(body),
  del: (path: string) => request(w.base).delete(`/api${path}`).set('Cookie', cookie),
});

/** The `data` of a fixture call, which must succeed. */
export async function ok<T = Record<string, unknown>>(
  res: request.Test | Promise<request.Response>,
  status = [200, 201],
): Promise<T> {
  const r = await res;
  if (!status.includes(r.status)) throw new Error(`fixture call failed: ${r.status} ${r.text.slice(0, 300)}`);
  return r.body.data as T;
}

export const position = { tradingSymbol: 'INFY', instrumentToken: INFY, exchange: 'NSE', buyPrice: 1500, quantity: 1 };
export const layoutBody = { layout: [{ i: 'watchlist', x: 0, y: 0, w: 6, h: 6 }], containers: ['watchlist'] };

/** Resources of A made fresh for one route, so B and the admin have something of A's to aim at. */
export function fixturesOf(w: MatrixWorld) {
  const asA = () => callAs(w, w.actors.A.cookie);
  const newPosition = async (over: object = {}) =>
    (
      await ok<{ position: { id: string } }>(
        asA().post('/portfolio/manual/positions', {
          tradingSymbol: 'RELIANCE',
          instrumentToken: RELIANCE,
          exchange: 'NSE',
          buyPrice: 1400,
          quantity: 10,
          ...over,
        }),
      )
    ).position.id;
  const newSold = async () =>
    (
      await ok<{ soldPosition: { id: string } }>(
        asA().post(`/portfolio/manual/positions/${await newPosition()}/sell`, { sellPrice: 1500 }),
      )
    ).soldPosition.id;
  const newWatch = async () =>
    (await ok<{ id: string }>(asA().post('/watchlist', { instrument_token: INFY, target_price: 1 + nextSeq() }))).id;
  const newRule = async () =>
    (
      await ok<{ rule: { id: string } }>(
        asA().post('/settings/conditional-formatting', {
          table_name: 'portfolio',
          condition_type: 'greater_than',
          condition_value: 1,
          condition_column: 'pnl',
          text_color: '#00ff00',
        }),
      )
    ).rule.id;
  const newLayout = async () =>
    (
      await ok<{ layout: { id: string } }>(
        asA().post('/settings/layouts', {
          name: `A layout ${nextSeq()}`,
          layout: [{ i: 'watchlist', x: 0, y: 0, w: 6, h: 6 }],
          containers: ['watchlist'],
        }),
      )
    ).layout.id;
  const newOrder = async () =>
    (
      await ok<{ order_id: string }>(
        asA().post('/orders/place', {
          order: {
            tradingsymbol: 'INFY',
            exchange: 'NSE',
            transaction_type: 'BUY',
            quantity: 1,
            order_type: 'LIMIT',
            price: 1,
            product: 'CNC',
          },
        }),
      )
    ).order_id;
  async function newFuture(): Promise<Fixture> {
    const found = await ok<{
      securities: Array<{ tradingsymbol: string; instrument_token: number; instrument_type: string; exchange: string }>;
    }>(asA().get('/securities/search?query=NIFTY2&limit=50'));
    const [near, next] = found.securities.filter((s) => s.instrument_type === 'FUT' && s.exchange === 'NFO');
    const id = await newPosition({
      tradingSymbol: near.tradingsymbol,
      instrumentToken: near.instrument_token,
      exchange: 'NFO',
      buyPrice: 26000,
      quantity: 65,
      instrumentType: 'FUT',
    });
    return { id, nextSymbol: next.tradingsymbol, nextToken: next.instrument_token };
  }
  async function newAlert(): Promise<string> {
    const entry = await newWatch();
    const [row] = await w.db.query<{ id: string }>(
      `INSERT INTO alerts.alerts (id, user_id, entry_id, instrument_token, tradingsymbol, target_price, current_price, triggered_at)
       VALUES (gen_random_uuid(), $1, $2, $3, 'INFY', 2, 1.5, now()) RETURNING id::text AS id`,
      [w.actors.A.id, entry, INFY],
    );
    return row.id;
  }
  /** Makes room on everyone's right side, so adding an index succeeds for each actor. */
  async function freeRightSide(): Promise<Fixture> {
    for (const a of [w.actors.A, w.actors.B, w.actors.admin])
      await callAs(w, a.cookie).del(`/dashboard/indices/${NIFTY_IT}`);
    return {};
  }
  return { asA, newPosition, newSold, newWatch, newRule, newLayout, newOrder, newFuture, newAlert, freeRightSide };
}
export type Fixtures = ReturnType<typeof fixturesOf>;
