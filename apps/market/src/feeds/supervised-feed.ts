import type { Logger } from 'pino';
import type { FeedKind, FeedStatus, Instrument } from '@app/contracts';
import { instrumentsToStream, restreamPlan } from '../ticks/streamed-instruments.js';
import {
  chooseFeed,
  fallbackMessage,
  needsRestart,
  type FeedChoice,
  type FeedChoiceInput,
  type FeedOnExpiry,
  type KiteTokenSource,
} from './feed-choice.js';
import type { FeedListener, MarketFeed } from './market-feed.js';
import { SimulatorFeed } from './simulator/simulator-feed.js';

/** What the supervisor needs of FeedCredentials. */
export interface FeedTokens {
  readonly source: KiteTokenSource;
  readonly ready: Promise<void>;
  accessToken(): string | null;
  view(): Omit<FeedChoiceInput, 'source' | 'onExpiry'>;
  onChange(fn: () => void): () => void;
  refuse(token: string): void;
}

export interface SupervisedFeedOptions {
  tokens: FeedTokens;
  onExpiry: FeedOnExpiry;
  /** A new feed of the kind; Kite's is signed with the token. */
  build: (kind: FeedKind, accessToken: string | null) => MarketFeed;
  /** The instruments a feed of this kind streams by default (before Kite's one-connection cap). */
  streamable: (kind: FeedKind) => readonly Instrument[];
  logger?: Logger;
}

/**
 * The feed the market runs: Kite while a token is usable, else the simulator or nothing
 * (KITE_FEED_ON_EXPIRY), switched at run time as the feed account's session comes, expires or is
 * refused. Instruments users asked for carry over from one feed to the next.
 */
export class SupervisedFeed implements MarketFeed {
  private inner?: MarketFeed;
  private choice: FeedChoice | null = null;
  private token: string | null = null;
  private listener?: FeedListener;
  /** Instruments asked for beyond the default list (what users watch). */
  private readonly watched = new Map<number, Instrument>();
  private baseTokens: number[] = [];
  private switching: Promise<void> = Promise.resolve();
  private stopChanges?: () => void;
  private lastStatus?: string;

  constructor(private readonly options: SupervisedFeedOptions) {}

  get kind(): FeedKind {
    return this.inner?.kind ?? 'kite';
  }

  /** The running simulator, when it is the feed. */
  get simulator(): SimulatorFeed | undefined {
    return this.inner instanceof SimulatorFeed ? this.inner : undefined;
  }

  async start(instruments: Instrument[], listener: FeedListener): Promise<void> {
    this.listener = listener;
    for (const i of instruments) this.watched.set(i.instrument_token, i);
    await this.options.tokens.ready;
    this.stopChanges = this.options.tokens.onChange(() => void this.reconsider());
    await this.reconsider();
  }

  async stop(): Promise<void> {
    this.stopChanges?.();
    this.stopChanges = undefined;
    await this.switching;
    const inner = this.inner;
    this.inner = undefined;
    this.choice = null;
    await inner?.stop();
    this.listener = undefined;
  }

  subscribe(instruments: Instrument[]): void {
    for (const i of instruments) this.watched.set(i.instrument_token, i);
    this.inner?.subscribe(instruments);
  }

  unsubscribe(tokens: number[]): void {
    for (const t of tokens) this.watched.delete(t);
    this.inner?.unsubscribe(tokens);
  }

  /** After the instrument master changed: stream new defaults, drop ones that left it. */
  reload(): void {
    if (!this.inner) return;
    const next = instrumentsToStream(this.inner.kind, this.options.streamable(this.inner.kind));
    const { gone, tokens } = restreamPlan(this.baseTokens, next);
    if (gone.length > 0) this.inner.unsubscribe(gone);
    this.inner.subscribe(next);
    this.baseTokens = tokens;
  }

  status(): FeedStatus {
    if (this.inner) return this.decorate(this.inner.status());
    const reason = this.choice?.run === 'paused' ? this.choice.reason : null;
    return this.decorate({
      feed: 'kite',
      state: reason ? 'paused' : 'stopped',
      connected: false,
      subscribed: 0,
      last_tick_at: null,
    });
  }

  /** Applies the rules again; switches run one at a time, in order. */
  private reconsider(): Promise<void> {
    this.switching = this.switching
      .then(() => this.apply())
      .catch((e: Error) => {
        // Forget the choice, so the next change of session tries the switch again.
        this.choice = null;
        this.options.logger?.error({ err: e.message }, 'feed switch failed');
        this.listener?.error(`feed switch failed: ${e.message}`);
      });
    return this.switching;
  }

  private async apply(): Promise<void> {
    if (!this.listener) return;
    const { tokens, onExpiry } = this.options;
    const choice = chooseFeed({ source: tokens.source, onExpiry, ...tokens.view() });
    const token = choice.run === 'kite' ? tokens.accessToken() : null;
    const restart = needsRestart(this.choice, this.token, choice, token);
    const previous = this.choice;
    this.choice = choice;
    this.token = token;
    if (!restart) return this.publish();
    if (previous) this.options.logger?.info({ from: previous.run, to: choice.run }, 'market feed switching');
    const old = this.inner;
    this.inner = undefined;
    await old?.stop();
    if (choice.run === 'paused') return this.publish();
    await this.run(this.options.build(choice.run, token));
  }

  private async run(feed: MarketFeed): Promise<void> {
    const base = instrumentsToStream(feed.kind, this.options.streamable(feed.kind));
    this.baseTokens = base.map((i) => i.instrument_token);
    const inBase = new Set(this.baseTokens);
    const extra = [...this.watched.values()].filter((i) => !inBase.has(i.instrument_token));
    this.inner = feed;
    const live = () => this.inner === feed;
    const token = this.token;
    await feed.start([...base, ...extra], {
      ticks: (ticks) => live() && this.listener?.ticks(ticks),
      status: () => live() && this.publish(),
      error: (message) => live() && this.listener?.error(message),
      order: (message) => live() && this.listener?.order?.(message),
      rejected: (status) => {
        if (live() && status === 403 && token && this.choice?.run === 'kite' && this.choice.token === 'session')
          this.options.tokens.refuse(token);
      },
    });
    this.publish();
  }

  /** Reports the status when it says something new. */
  private publish(): void {
    const status = this.status();
    const text = JSON.stringify(status);
    if (text === this.lastStatus) return;
    this.lastStatus = text;
    this.listener?.status(status);
  }

  private decorate(status: FeedStatus): FeedStatus {
    const source = this.options.tokens.source;
    if (source === 'none') return status;
    if (source === 'override') return { ...status, token_source: 'override' };
    const choice = this.choice;
    const view = this.options.tokens.view();
    const streaming = choice?.run === 'kite';
    const message = choice ? fallbackMessage(choice) : undefined;
    return {
      ...status,
      ...(message && !status.message ? { message } : {}),
      token_source: 'session',
      session: streaming ? view.session : null,
      fallback_reason: choice && choice.run !== 'kite' ? choice.reason : null,
    };
  }
}
