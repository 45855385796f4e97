import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/** One Zerodha account the fake knows: who logs in, and what its portfolio holds. */
export interface FakeKiteAccount {
  userId: string;
  userName: string;
  shortName: string;
  email: string;
  /** Kite-shaped rows, served as they are; route files read and change them. */
  holdings: Record<string, unknown>[];
  positions: { net: Record<string, unknown>[]; day: Record<string, unknown>[] };
  margins: Record<string, unknown>;
  orders: Record<string, unknown>[];
  trades: Record<string, unknown>[];
}

export interface FakeKiteSession {
  userId: string;
  accessToken: string;
  issuedAt: Date;
  /** Kite invalidates every token at 06:00 IST, or on logout: later calls answer 403 TokenException. */
  expired: boolean;
}

export interface FakeKiteRequest {
  at: number;
  method: string;
  path: string;
  query: [string, string][];
  form: [string, string][];
  token: string | null;
}

/** What a route handler gets: the parsed request and ways to answer in Kite's envelope. */
export interface FakeKiteContext {
  kite: FakeKite;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  match: RegExpExecArray;
  form: URLSearchParams;
  /** The caller's session, for routes that need `Authorization: token api_key:access_token`. */
  session: FakeKiteSession | null;
  account: FakeKiteAccount | null;
  ok(data: unknown): void;
  fail(status: number, errorType: string, message: string): void;
}

export interface FakeKiteRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: RegExp;
  /** Signed routes check the version header and the token first, as Kite does. */
  signed: boolean;
  handle(ctx: FakeKiteContext): void | Promise<void>;
}

/**
 * A stand-in for Kite Connect's REST API and login pages (api.kite.trade, kite.zerodha.com) for any
 * number of accounts: routes are added by the files that describe each part of the protocol. It
 * answers Kite's envelope, checks `X-Kite-Version: 3` and the token on signed routes (403
 * TokenException otherwise), rate-limits each token at `perSecondLimit` (429 NetworkException beyond,
 * as Kite's 10 requests/s), and can expire every session as 06:00 IST does.
 */
export class FakeKite {
  readonly accounts = new Map<string, FakeKiteAccount>();
  readonly sessions = new Map<string, FakeKiteSession>();
  readonly requests: FakeKiteRequest[] = [];
  perSecondLimit = 10;
  /** Answer everything with this failure (a Kite outage), or drop connections when 'drop'. */
  outage: { status: number; errorType: string; message: string } | 'drop' | null = null;
  private readonly routes: FakeKiteRoute[] = [];
  private readonly server: Server;

  private constructor(
    readonly apiKey: string,
    readonly apiSecret: string,
  ) {
    this.server = createServer((req, res) => void this.answer(req, res));
  }

  static async start(options: { apiKey: string; apiSecret: string; routes?: FakeKiteRoute[] }): Promise<FakeKite> {
    const kite = new FakeKite(options.apiKey, options.apiSecret);
    kite.use(...(options.routes ?? []));
    await new Promise<void>((resolve) => kite.server.listen(0, '127.0.0.1', resolve));
    return kite;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  use(...routes: FakeKiteRoute[]): void {
    this.routes.push(...routes);
  }

  addAccount(account: Partial<FakeKiteAccount> & { userId: string }): FakeKiteAccount {
    const full: FakeKiteAccount = {
      userName: `User ${account.userId}`,
      shortName: account.userId.toLowerCase(),
      email: `${account.userId.toLowerCase()}@example.com`,
      holdings: [],
      positions: { net: [], day: [] },
      margins: {},
      orders: [],
      trades: [],
      ...account,
    };
    this.accounts.set(full.userId, full);
    return full;
  }

  /** Issues an access token for an account, as a successful /session/token does. */
  issueSession(userId: string): FakeKiteSession {
    const session = { userId, accessToken: randomBytes(16).toString('hex'), issuedAt: new Date(), expired: false };
    this.sessions.set(session.accessToken, session);
    return session;
  }

  /** 06:00 IST: every token stops working. */
  expireAllSessions(): void {
    for (const s of this.sessions.values()) s.expired = true;
  }

  seen(method: string, prefix: string): FakeKiteRequest[] {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(prefix));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const raw = await readBody(req);
    const form = new URLSearchParams(req.headers['content-type']?.includes('json') ? '' : raw);
    const token = /^token [^:]+:(.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    const at = performance.now();
    this.requests.push({
      at,
      method: req.method ?? 'GET',
      path: url.pathname,
      query: [...url.searchParams.entries()],
      form: [...form.entries()],
      token,
    });
    const send = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const fail = (status: number, errorType: string, message: string): void =>
      send(status, { status: 'error', message, data: null, error_type: errorType });
    if (this.outage === 'drop') return void req.socket.destroy();
    if (this.outage) return fail(this.outage.status, this.outage.errorType, this.outage.message);
    for (const route of this.routes) {
      const match = route.method === req.method ? route.path.exec(url.pathname) : null;
      if (!match) continue;
      let session: FakeKiteSession | null = null;
      if (route.signed) {
        const apiKey = /^token ([^:]+):/.exec(req.headers.authorization ?? '')?.[1];
        session = token ? (this.sessions.get(token) ?? null) : null;
        if (req.headers['x-kite-version'] !== '3' || apiKey !== this.apiKey || !session || session.expired) {
          return fail(403, 'TokenException', 'Incorrect `api_key` or `access_token`.');
        }
        const recent = this.requests.filter((r) => r.token === token && at - r.at < 1000).length;
        if (recent > this.perSecondLimit) return fail(429, 'NetworkException', 'Too many requests');
      }
      const account = session ? (this.accounts.get(session.userId) ?? null) : null;
      return void (await route.handle({
        kite: this,
        req,
        res,
        url,
        match,
        form,
        session,
        account,
        ok: (data) => send(200, { status: 'success', data }),
        fail,
      }));
    }
    fail(404, 'GeneralException', 'Route not found');
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}
