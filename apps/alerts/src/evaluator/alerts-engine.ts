import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { ALERTS_EVENTS, MARKET_EVENTS, type Tick, type TickBatch, type WatchlistChangedEvent } from '@app/contracts';
import { LOGGER, NATS_CONNECTION, metrics } from '@app/common';
import { AlertsService } from '../alerts/alerts.service.js';
import { AlertsConfig } from '../config/alerts.config.js';
import { MarketClient } from '../market.client.js';
import { toTarget } from '../watchlist/entry-row.js';
import { EntriesRepository } from '../watchlist/entries.repository.js';
import { lowSinceLastTick } from './target-crossing.js';
import { TargetIndex } from './target-index.js';
import type { Target } from './target.js';
import { TickQueue } from './tick-queue.js';

/**
 * Evaluates every tick against every active target. Tick batches come through the queue group, so
 * each batch is evaluated by one replica; a fire is a conditional update in Postgres, so even two
 * replicas that both think a target is armed store and send its alert once. Replicas keep their
 * indexes in step through entry-changed broadcasts.
 */
@Injectable()
export class AlertsEngine implements OnApplicationBootstrap, OnModuleDestroy {
  readonly index = new TargetIndex();
  private readonly lastLow = new Map<number, number>();
  private readonly origin = randomUUID();
  private subs: Subscription[] = [];
  private readonly queue: TickQueue;
  private draining?: Promise<void>;

  constructor(
    config: AlertsConfig,
    private readonly entries: EntriesRepository,
    private readonly alerts: AlertsService,
    private readonly market: MarketClient,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.queue = new TickQueue(config.ALERTS_QUEUE_MAX_TICKS);
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const row of await this.entries.all()) this.index.upsert(toTarget(row));
    this.subs = [
      this.nc.subscribe(MARKET_EVENTS.ticks, {
        queue: 'alerts',
        callback: (_e, msg) => this.enqueue(msg.json<TickBatch>().ticks),
      }),
      this.nc.subscribe(ALERTS_EVENTS.entryChanged, {
        callback: (_e, msg) => {
          const event = msg.json<WatchlistChangedEvent>();
          if (event.origin !== this.origin) void this.reload(event.id);
        },
      }),
    ];
    // Prices that crossed targets while the service was down fire now, once.
    try {
      this.enqueue([...(await this.market.latest(this.index.tokens())).values()]);
    } catch (e) {
      this.logger.warn({ err: (e as Error).message }, 'could not evaluate the latest prices at start');
    }
  }

  onModuleDestroy(): void {
    for (const s of this.subs) s.unsubscribe();
  }

  /** Ticks are evaluated one after another, in arrival order, from a bounded queue. */
  private enqueue(ticks: Tick[]): void {
    const before = this.queue.dropped;
    for (const t of ticks) this.queue.push(t);
    metrics.alertsQueueDropped.inc(this.queue.dropped - before);
    this.gauge();
    this.kick();
  }

  private kick(): void {
    if (this.draining) return;
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
      if (this.queue.depth > 0) this.kick();
    });
  }

  private async drain(): Promise<void> {
    for (let tick = this.queue.shift(); tick; tick = this.queue.shift()) {
      this.gauge();
      try {
        await this.evaluate(tick);
      } catch (e) {
        this.logger.error({ err: (e as Error).message }, 'alert evaluation failed');
      }
    }
    this.gauge();
  }

  private gauge(): void {
    metrics.alertsQueueDepth.set(this.queue.depth);
    metrics.alertsQueuePeak.set(this.queue.peak);
  }

  /** Resolves when every tick received so far has been evaluated (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async evaluate(tick: Tick): Promise<void> {
    const now = Date.now();
    const token = tick.instrument_token;
    const low = lowSinceLastTick(this.lastLow.get(token), tick.ohlc.low, tick.last_price);
    this.lastLow.set(token, tick.ohlc.low);
    const result = this.index.evaluate(token, tick.last_price, low, now);
    for (const t of result.fired) {
      const event = await this.alerts.fire(t.id, tick.last_price, new Date(now));
      if (!event) {
        // Another replica fired it first, or it changed: take the stored state.
        await this.reload(t.id);
        continue;
      }
      this.nc.publish(ALERTS_EVENTS.alertCreated, JSON.stringify(event));
      metrics.alertsFired.inc();
      this.changed(t.id);
    }
    if (result.suppressed.length > 0)
      await this.entries.setState(
        result.suppressed.map((t) => t.id),
        'triggered',
      );
    if (result.rearmed.length > 0)
      await this.entries.setState(
        result.rearmed.map((t) => t.id),
        'armed',
      );
    for (const t of [...result.suppressed, ...result.rearmed]) this.changed(t.id);
  }

  /** Starts watching a new or changed target here, and tells the other replicas. */
  watch(target: Target): void {
    this.index.upsert(target);
    this.changed(target.id);
  }

  /** Stops watching a deleted target here, and tells the other replicas. */
  unwatch(id: string): void {
    this.index.remove(id);
    this.changed(id);
  }

  /** Tells the other replicas to re-read an entry. */
  private changed(id: string): void {
    const event: WatchlistChangedEvent = { id, origin: this.origin };
    this.nc.publish(ALERTS_EVENTS.entryChanged, JSON.stringify(event));
  }

  private async reload(id: string): Promise<void> {
    const row = await this.entries.get(id);
    if (row) this.index.upsert(toTarget(row));
    else this.index.remove(id);
  }
}
