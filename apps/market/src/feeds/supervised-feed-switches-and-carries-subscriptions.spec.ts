import { describe, expect, it } from '@jest/globals';
import type { FeedKind, FeedSessionInfo, FeedStatus, Instrument, Tick } from '@app/contracts';
import type { FeedOnExpiry } from './feed-choice.js';
import type { FeedListener, MarketFeed } from './market-feed.js';
import { SupervisedFeed, type FeedTokens } from './supervised-feed.js';

const inst = (token: number): Instrument =>
  ({ instrument_token: token, exchange: 'NSE', segment: 'NSE' }) as Instrument;

/** A feed that records what it was asked to stream and lets the test speak for it. */
class RecordingFeed implements MarketFeed {
  streamed = new Set<number>();
  listener?: FeedListener;
  stopped = false;
  constructor(
    readonly kind: FeedKind,
    readonly token: string | null,
  ) {}
  async start(instruments: Instrument[], listener: FeedListener) {
    this.listener = listener;
    this.subscribe(instruments);
    listener.status(this.status());
  }
  async stop() {
    this.stopped = true;
  }
  subscribe(instruments: Instrument[]) {
    for (const i of instruments) this.streamed.add(i.instrument_token);
  }
  unsubscribe(tokens: number[]) {
    for (const t of tokens) this.streamed.delete(t);
  }
  status(): FeedStatus {
    return { feed: this.kind, state: 'connected', connected: true, subscribed: this.streamed.size, last_tick_at: null };
  }
}

class Tokens implements FeedTokens {
  readonly source = 'session' as const;
  readonly ready = Promise.resolve();
  session: (FeedSessionInfo & { token: string }) | null = null;
  refusedToken: string | null = null;
  private fn?: () => void;
  accessToken() {
    return this.usable() ? this.session!.token : null;
  }
  view() {
    const session = this.session && { kite_user_id: this.session.kite_user_id, expires_at: this.session.expires_at };
    return { session, problem: null, refused: this.refusedToken === this.session?.token, now: new Date() };
  }
  onChange(fn: () => void) {
    this.fn = fn;
    return () => (this.fn = undefined);
  }
  refuse(token: string) {
    this.refusedToken = token;
    this.fn?.();
  }
  set(session: Tokens['session']) {
    this.session = session;
    this.fn?.();
  }
  private usable() {
    return (
      this.session !== null &&
      Date.parse(this.session.expires_at) > Date.now() &&
      this.refusedToken !== this.session.token
    );
  }
}

function setUp(onExpiry: FeedOnExpiry = 'simulator') {
  const tokens = new Tokens();
  const built: RecordingFeed[] = [];
  const statuses: FeedStatus[] = [];
  const ticks: Tick[][] = [];
  const feed = new SupervisedFeed({
    tokens,
    onExpiry,
    build: (kind, token) => {
      const f = new RecordingFeed(kind, token);
      built.push(f);
      return f;
    },
    streamable: () => [inst(1), inst(2)],
  });
  const listener: FeedListener = {
    ticks: (t) => ticks.push(t),
    status: (s) => statuses.push(s),
    error: () => undefined,
  };
  return { tokens, built, statuses, ticks, feed, listener };
}

const settle = () => new Promise((r) => setTimeout(r, 10));
const live = (token: string) => ({
  kite_user_id: 'AB1234',
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  token,
});

describe('the supervised feed', () => {
  it('carries what users watch from the simulator to Kite and back', async () => {
    const { tokens, built, feed, listener } = setUp();
    await feed.start([], listener);
    feed.subscribe([inst(77)]);
    tokens.set(live('t1'));
    await settle();
    expect(built.map((f) => [f.kind, f.token])).toEqual([
      ['simulator', null],
      ['kite', 't1'],
    ]);
    expect(built[0]!.stopped).toBe(true);
    expect([...built[1]!.streamed].sort()).toEqual([1, 2, 77]);
    tokens.set({ ...live('t1'), expires_at: new Date(Date.now() - 1).toISOString() });
    await settle();
    expect(built.at(-1)!.kind).toBe('simulator');
    expect(built.at(-1)!.streamed.has(77)).toBe(true);
  });

  it('ignores what a replaced feed still says', async () => {
    const { tokens, built, ticks, feed, listener } = setUp();
    await feed.start([], listener);
    tokens.set(live('t1'));
    await settle();
    built[0]!.listener!.ticks([{ instrument_token: 1 } as Tick]);
    expect(ticks).toEqual([]);
  });

  it('pauses with no feed at all when configured so, and resumes Kite on a new session', async () => {
    const { tokens, built, statuses, feed, listener } = setUp('pause');
    await feed.start([], listener);
    expect(built).toEqual([]);
    expect(statuses.at(-1)).toMatchObject({
      feed: 'kite',
      state: 'paused',
      connected: false,
      session: null,
      fallback_reason: 'No Zerodha feed account is connected',
    });
    expect(statuses.at(-1)!.message).toMatch(/paused until an admin reconnects/);
    tokens.set(live('t2'));
    await settle();
    expect(built.map((f) => f.kind)).toEqual(['kite']);
    expect(statuses.at(-1)).toMatchObject({ feed: 'kite', fallback_reason: null, session: { kite_user_id: 'AB1234' } });
  });

  it("gives up a session's token when Kite refuses it with 403", async () => {
    const { tokens, built, statuses, feed, listener } = setUp();
    tokens.session = live('t3');
    await feed.start([], listener);
    built[0]!.listener!.rejected!(403);
    await settle();
    expect(built.map((f) => f.kind)).toEqual(['kite', 'simulator']);
    expect(statuses.at(-1)!.fallback_reason).toMatch(/refused by Kite/);
  });
});
