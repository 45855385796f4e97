import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import {
  BROKER_EVENTS,
  BROKER_SUBJECTS,
  type FeedSession,
  type FeedSessionChanged,
  type FeedSessionInfo,
} from '@app/contracts';
import { LOGGER, NATS_CONNECTION, RpcClient, SecretCipher, parseKeyRing } from '@app/common';
import { MarketConfig } from '../config/market.config.js';
import { unusableReason, type FeedChoiceInput, type KiteTokenSource } from './feed-choice.js';

/** A failed read of the session (portfolio not up yet) is retried this often. */
const RETRY_MS = 5000;
/** setTimeout's ceiling; a later expiry is re-armed when this fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface OpenSession extends FeedSessionInfo {
  accessToken: string;
}

/**
 * The token the market signs Kite with, on every replica: KITE_ACCESS_TOKEN when given, else the feed
 * account's session from the portfolio service, read at start-up, whenever the portfolio says it changed,
 * and when it expires (06:00 IST). The token arrives sealed (key ring BROKER_TOKEN_KEYS, context `feed`)
 * and is kept in memory only.
 */
@Injectable()
export class FeedCredentials implements OnModuleInit, OnModuleDestroy {
  readonly source: KiteTokenSource;
  private session: OpenSession | null = null;
  private problem: string | null = null;
  private refusedToken: string | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly cipher?: SecretCipher;
  private sub?: Subscription;
  private expiryTimer?: NodeJS.Timeout;
  private retryTimer?: NodeJS.Timeout;
  private reading: Promise<void> = Promise.resolve();
  private closed = false;
  /** Settles once the first read has answered (or failed), so the feed does not start on a guess. */
  readonly ready: Promise<void>;
  private markReady: () => void = () => undefined;

  constructor(
    private readonly config: MarketConfig,
    private readonly rpc: RpcClient,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.source = config.feedTokenSource;
    this.ready = new Promise((resolve) => (this.markReady = resolve));
    if (this.source === 'session')
      this.cipher = new SecretCipher(parseKeyRing(config.BROKER_TOKEN_KEYS!, 'BROKER_TOKEN_KEYS'));
    else this.markReady();
  }

  onModuleInit(): void {
    if (this.source !== 'session') return;
    // Every replica listens (no queue group): each signs its own Kite REST calls.
    this.sub = this.nc.subscribe(BROKER_EVENTS.feedSessionChanged, {
      callback: (_e, msg) => void this.refresh(reasonOf(msg.string())),
    });
    void this.refresh();
  }

  /** The token Kite calls are signed with now, or null when Kite is not to be called. */
  accessToken(): string | null {
    if (this.source === 'override') return this.config.KITE_ACCESS_TOKEN!;
    if (this.source !== 'session' || !this.session) return null;
    return unusableReason(this.view()) === null ? this.session.accessToken : null;
  }

  /**
   * A token for a call that does not follow the feed (the instrument dump): the feed's, else
   * KITE_ACCESS_TOKEN even while the simulator is forced (MARKET_FEED=simulator).
   */
  anyToken(): string | null {
    const feed = this.accessToken();
    if (feed) return feed;
    return this.config.KITE_API_KEY && this.config.KITE_ACCESS_TOKEN ? this.config.KITE_ACCESS_TOKEN : null;
  }

  /** The session's state for the feed rules (never the token). */
  view(): Omit<FeedChoiceInput, 'source' | 'onExpiry'> {
    const session = this.session
      ? { kite_user_id: this.session.kite_user_id, expires_at: this.session.expires_at }
      : null;
    const refused = this.session !== null && this.session.accessToken === this.refusedToken;
    return { session, problem: this.problem, refused, now: new Date() };
  }

  /** Calls `fn` whenever the session or its usability changes; answers the unsubscribe. */
  onChange(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Kite answered 403 TokenException for this token: stop using it until another session arrives. */
  refuse(token: string): void {
    if (this.source !== 'session' || this.session?.accessToken !== token || this.refusedToken === token) return;
    this.refusedToken = token;
    this.logger.warn({ kite_user_id: this.session.kite_user_id }, 'Kite refused the feed session');
    this.changed();
  }

  /** Reads the session again (`why`: the portfolio's reason, shown if the session went away); reads queue up. */
  refresh(why?: string): Promise<void> {
    this.reading = this.reading.then(() => this.read(why));
    return this.reading;
  }

  private async read(why?: string): Promise<void> {
    if (this.closed || this.source !== 'session') return;
    clearTimeout(this.retryTimer);
    let reply: { session: FeedSession | null };
    try {
      reply = await this.rpc.request(BROKER_SUBJECTS.feedSession, {});
    } catch (e) {
      // Keep what we had: the portfolio being briefly away does not end a working session.
      this.logger.warn({ err: (e as Error).message }, 'could not read the feed session; retrying');
      if (!this.session) this.problem = `Could not read the feed session: ${(e as Error).message}`;
      // The retry carries the portfolio's reason, so a session that ended still says why once read.
      this.retryTimer = setTimeout(() => void this.refresh(why), RETRY_MS);
      this.retryTimer.unref();
      this.markReady();
      this.changed();
      return;
    }
    this.apply(reply.session, why);
    this.markReady();
    this.changed();
  }

  private apply(session: FeedSession | null, why?: string): void {
    this.problem = null;
    if (!session) {
      // An expired session stays known, so the status says whose session expired and when.
      if (this.session && Date.parse(this.session.expires_at) <= Date.now()) return;
      if (this.session && why) this.problem = `Zerodha session of ${this.session.kite_user_id} ended: ${why}`;
      this.session = null;
      return;
    }
    try {
      const accessToken = this.cipher!.open(session.sealed_access_token, 'feed');
      this.session = { kite_user_id: session.kite_user_id, expires_at: session.expires_at, accessToken };
      this.logger.info({ kite_user_id: session.kite_user_id, expires_at: session.expires_at }, 'feed session read');
    } catch (e) {
      this.session = null;
      this.problem = `The feed session does not open with BROKER_TOKEN_KEYS: ${(e as Error).message}`;
      this.logger.error(this.problem);
    }
    this.armExpiry();
  }

  /** At the session's expiry the feed falls back; the session is read again in case a new one is already there. */
  private armExpiry(): void {
    clearTimeout(this.expiryTimer);
    if (!this.session) return;
    const wait = Date.parse(this.session.expires_at) - Date.now();
    if (wait <= 0) return;
    this.expiryTimer = setTimeout(
      () => {
        if (Date.parse(this.session?.expires_at ?? '') > Date.now()) return this.armExpiry();
        this.changed();
        void this.refresh();
      },
      Math.min(wait + 1, MAX_TIMER_MS),
    );
    this.expiryTimer.unref();
  }

  private changed(): void {
    for (const fn of this.listeners) fn();
  }

  onModuleDestroy(): void {
    this.closed = true;
    this.sub?.unsubscribe();
    clearTimeout(this.expiryTimer);
    clearTimeout(this.retryTimer);
    this.listeners.clear();
  }
}

/** The portfolio's reason in a FeedSessionChanged event, in Nest's event envelope or bare. */
function reasonOf(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { data?: FeedSessionChanged } & Partial<FeedSessionChanged>;
    const reason = parsed.data?.reason ?? parsed.reason;
    return typeof reason === 'string' ? reason.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}
