import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import {
  MARKET_EVENTS,
  MARKET_LEADER_SUBJECTS,
  type FeedKind,
  type FeedStatus,
  type Instrument,
  type TickBatch,
} from '@app/contracts';
import { LOGGER, NATS_CONNECTION } from '@app/common';
import { Clock } from '../clock/clock.js';
import { MarketConfig } from '../config/market.config.js';
import type { SimulatorFeed } from '../feeds/simulator/simulator-feed.js';
import { createFeed } from '../feeds/feed.factory.js';
import { FeedCredentials } from '../feeds/feed-credentials.js';
import { SupervisedFeed } from '../feeds/supervised-feed.js';
import { meanGapSeconds, tierContext, type TierContext } from '../feeds/simulator/liquidity-tier.js';
import { snapshotPricedTokens } from '../instruments/bundled-instruments.js';
import { InstrumentsService } from '../instruments/instruments.service.js';
import { referenceTicks } from './reference-ticks.js';
import { FeedLeadership } from './feed-leadership.js';
import { LatestPrices } from './latest-prices.js';
import { serveLeaderCommand } from './leader-commands.js';
import { QuotesRepository } from './quotes.repository.js';
import { MAX_TICKS_PER_MESSAGE, slices } from './streamed-instruments.js';
import { TickPublisher } from './tick-publisher.js';

/**
 * Runs the feed on the replica that holds the feed lock and keeps every replica's latest prices
 * current from the published batches.
 */
@Injectable()
export class FeedService implements OnApplicationBootstrap, OnModuleDestroy {
  private feed?: SupervisedFeed;
  private subs: Subscription[] = [];
  private leaderSubs: Subscription[] = [];
  private destroyed = false;
  private flushTimer?: NodeJS.Timeout;
  private current: FeedStatus;
  private tiers?: TierContext;

  constructor(
    private readonly config: MarketConfig,
    private readonly clock: Clock,
    private readonly instruments: InstrumentsService,
    private readonly latest: LatestPrices,
    private readonly quotes: QuotesRepository,
    private readonly publisher: TickPublisher,
    private readonly leadership: FeedLeadership,
    private readonly credentials: FeedCredentials,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.current = { feed: config.feedKind, state: 'stopped', connected: false, subscribed: 0, last_tick_at: null };
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.instruments.whenReady();
    this.latest.restore(await this.quotes.all());
    // Before the first tick (a fresh install outside market hours), the reference price is the last price.
    this.latest.restore(referenceTicks(this.streamable(this.config.feedKind), this.clock.now()));
    this.listenToLeader();
    this.instruments.onReload(() => this.restream());
    this.leadership.start(
      () => this.lead(),
      () => this.follow(),
    );
  }

  /**
   * A follower keeps its latest prices and status from the leader's stream. The leader has both first
   * hand, so it does not listen: at full-universe rates receiving its own stream costs it a tenth of a core.
   */
  private listenToLeader(): void {
    if (this.subs.length > 0) return;
    this.subs = [
      this.nc.subscribe(MARKET_EVENTS.ticks, {
        callback: (_e, msg) => {
          if (!this.feed) this.latest.apply(msg.json<TickBatch>().ticks);
        },
      }),
      this.nc.subscribe(MARKET_EVENTS.feedStatusChanged, {
        callback: (_e, msg) => {
          if (!this.feed) this.current = msg.json<FeedStatus>();
        },
      }),
    ];
  }

  private stopListeningToLeader(): void {
    for (const s of this.subs) s.unsubscribe();
    this.subs = [];
  }

  get status(): FeedStatus {
    return this.current;
  }

  get simulator(): SimulatorFeed | undefined {
    return this.feed?.simulator;
  }

  /** The whole master when the simulator streams the universe, else the core set (simulator-core.ts). */
  private streamable(kind: FeedKind): readonly Instrument[] {
    const universe = kind === 'simulator' && this.config.SIMULATOR_UNIVERSE === 'all';
    return universe ? this.instruments.all() : this.instruments.streamedByDefault();
  }

  /**
   * Per-instrument tick rates when the simulator streams the universe. Large caps are the shares the
   * snapshot prices (its NIFTY 50 and SENSEX rows), matched by symbol so a Kite master finds them too.
   */
  private tickRates(): ((i: Instrument) => number) | undefined {
    if (this.config.SIMULATOR_UNIVERSE !== 'all') return undefined;
    return (i) => {
      if (!this.tiers) {
        const priced = snapshotPricedTokens();
        const master = this.instruments.all();
        this.tiers = tierContext(
          master,
          master.filter((m) => priced.has(m.instrument_token)),
        );
      }
      return meanGapSeconds(i, this.tiers);
    };
  }

  /** After a reload: stream new instruments, drop ones that left the master (expired futures). */
  private restream(): void {
    this.tiers = undefined;
    this.feed?.reload();
  }

  /**
   * Runs the feed: Kite or the simulator as the feed account's session allows (SupervisedFeed), the
   * simulator resuming from the latest prices whenever it takes over.
   */
  private async lead(): Promise<void> {
    this.stopListeningToLeader();
    const feed = new SupervisedFeed({
      tokens: this.credentials,
      onExpiry: this.config.KITE_FEED_ON_EXPIRY,
      build: (kind, token) =>
        createFeed(kind, token, this.config, this.clock, this.logger, this.latest.all(), this.tickRates()),
      streamable: (kind) => this.streamable(kind),
      logger: this.logger,
    });
    this.feed = feed;
    await feed.start([], {
      ticks: (ticks) => {
        this.latest.apply(ticks);
        for (const slice of slices(ticks, MAX_TICKS_PER_MESSAGE)) this.publisher.ticks(feed.kind, slice);
      },
      status: (status) => {
        this.current = status;
        this.publisher.status(status);
      },
      error: (message) => {
        this.logger.warn({ feed: feed.kind, error: message }, 'feed error');
        this.publisher.error(feed.kind, message);
      },
      order: (data) => this.publisher.kiteOrder(data),
    });
    this.current = feed.status();
    this.publisher.status(this.current);
    this.leaderSubs = [
      serveLeaderCommand<{ instrument_token: number; last_price: number }, number>(
        this.nc,
        MARKET_LEADER_SUBJECTS.setPrice,
        async (r) => this.setSimulatedPrice(r.instrument_token, r.last_price),
      ),
      serveLeaderCommand<{ instrument_tokens: number[] }, number>(
        this.nc,
        MARKET_LEADER_SUBJECTS.subscribe,
        async (r) => {
          const list = r.instrument_tokens.map((t) => this.instruments.get(t)).filter((i) => i !== undefined);
          this.feed?.subscribe(list);
          return list.length;
        },
      ),
    ];
    this.flushTimer = setInterval(() => void this.flush(), this.config.QUOTE_FLUSH_INTERVAL_MS);
  }

  /** Only the feed owner calls this (directly or through the leader subject). */
  setSimulatedPrice(token: number, price: number): number {
    const sim = this.simulator;
    if (!sim) throw new Error('the simulator is not running here');
    const rounded = sim.setPrice(token, price);
    sim.emitSetPrice(token);
    return rounded;
  }

  private async follow(): Promise<void> {
    for (const s of this.leaderSubs) s.unsubscribe();
    this.leaderSubs = [];
    clearInterval(this.flushTimer);
    const feed = this.feed;
    this.feed = undefined;
    await feed?.stop();
    if (!this.destroyed) this.listenToLeader();
    await this.flush();
  }

  private async flush(): Promise<void> {
    const dirty = this.latest.takeDirty();
    if (dirty.length === 0) return;
    try {
      await this.quotes.save(dirty);
    } catch (e) {
      this.logger.warn({ err: (e as Error).message, count: dirty.length }, 'could not store latest quotes');
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.destroyed = true;
    this.stopListeningToLeader();
    if (this.feed) await this.follow();
    await this.leadership.stop();
  }
}
