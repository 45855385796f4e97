import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import {
  ALERTS_EVENTS,
  MARKET_EVENTS,
  type TargetAlertEvent,
  type TargetAlertsEvent,
  type Tick,
  type TickBatch,
  type WatchlistChangedEvent,
} from '@app/contracts';
import { LOGGER, NATS_CONNECTION, metrics } from '@app/common';
import { AlertsRepository } from '../alerts/alerts.repository.js';
import { toTargetAlertEvent } from '../alerts/stored-alert.js';
import { AlertsConfig } from '../config/alerts.config.js';
import { MarketClient } from '../market.client.js';
import { toTarget } from '../watchlist/entry-row.js';
import { EntriesRepository } from '../watchlist/entries.repository.js';
import { lowSinceLastTick } from './target-crossing.js';
import { COOLDOWN_MS } from './target-cooldown.js';
import { TargetIndex, UNCHANGED, type Evaluation } from './target-index.js';
import { PendingWrites, type WriteBatch } from './pending-writes.js';
import type { Target } from './target.js';
import { TickQueue } from './tick-queue.js';

/**
 * Evaluates every tick against every active target. Tick batches come through the queue group, so
 * each batch is evaluated by one replica; a fire is a conditional update in Postgres, so even two
 * replicas that both think a target is armed store and send its alert once. Replicas keep their
 * indexes in step through entry-changed broadcasts.
 */
/** Targets changed by the ticks gathered before their writes go out together (bounds a statement). */
const WRITE_BATCH_TARGETS = 5000;
/** Entries read per statement at start, and the id every entry's id follows. */
const LOAD_PAGE = 50_000;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';
/** Alerts per alert-created message: about 300 bytes each, well under NATS's 1 MB payload cap. */
const ALERTS_PER_MESSAGE = 500;

@Injectable()
export class AlertsEngine implements OnApplicationBootstrap, OnModuleDestroy {
  readonly index = new TargetIndex();
  /** Each instrument's day low at its previous tick, in a record updated in place (no new number per tick). */
  private readonly lastLow = new Map<number, { low: number }>();
  private readonly origin = randomUUID();
  private subs: Subscription[] = [];
  private readonly queue: TickQueue;
  private draining?: Promise<void>;
  /** The time a tick is evaluated at (cooldowns count from it); a replay sets its own. */
  clock: () => number = () => Date.now();

  constructor(
    config: AlertsConfig,
    private readonly entries: EntriesRepository,
    private readonly stored: AlertsRepository,
    private readonly market: MarketClient,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.queue = new TickQueue(config.ALERTS_QUEUE_MAX_TICKS);
  }

  async onApplicationBootstrap(): Promise<void> {
    for (let after = FIRST_ID; ;) {
      const page = await this.entries.pageAfter(after, LOAD_PAGE);
      this.index.load(page.map(toTarget));
      if (page.length < LOAD_PAGE) break;
      after = page[page.length - 1].id;
    }
    this.subs = [
      this.nc.subscribe(MARKET_EVENTS.ticks, {
        queue: 'alerts',
        callback: (_e, msg) => this.enqueue(msg.json<TickBatch>().ticks),
      }),
      this.nc.subscribe(ALERTS_EVENTS.entryChanged, {
        callback: (_e, msg) => {
          const event = msg.json<WatchlistChangedEvent & { id?: string }>();
          if (event.origin === this.origin) return;
          // A replica of the previous release names one entry as `id`; taken during a rolling upgrade.
          const ids = event.ids ?? (event.id ? [event.id] : []);
          this.reload(ids).catch((e: Error) => this.logger.error({ err: e.message }, 'could not reload entries'));
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

  /** Ticks are evaluated one after another, in arrival order, from a bounded queue. Each NATS batch comes here. */
  enqueue(ticks: Tick[]): void {
    const before = this.queue.dropped;
    this.queue.pushAll(ticks);
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

  /**
   * Evaluates the waiting ticks in memory and writes their changes in batches: one statement claims
   * and stores every fire of a batch, instead of a transaction per fire. A batch is written before a
   * tick that changes one of its targets again, so each target's writes keep their order.
   */
  private async drain(): Promise<void> {
    const writes = new PendingWrites();
    for (let tick = this.queue.shift(); tick; tick = this.queue.shift()) {
      const now = this.clock();
      const result = this.evaluate(tick, now);
      // Most ticks change nothing, and skip the write bookkeeping.
      if (result === UNCHANGED) continue;
      if (writes.overlaps(result)) await this.write(writes.take());
      writes.add(result, tick.last_price, now);
      if (writes.size >= WRITE_BATCH_TARGETS) await this.write(writes.take());
    }
    await this.write(writes.take());
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

  private evaluate(tick: Tick, now: number): Evaluation {
    const token = tick.instrument_token;
    const dayLow = tick.ohlc.low;
    const previous = this.lastLow.get(token);
    const low = lowSinceLastTick(previous?.low, dayLow, tick.last_price);
    if (previous) previous.low = dayLow;
    else this.lastLow.set(token, { low: dayLow });
    return this.index.evaluate(token, tick.last_price, low, now);
  }

  private async write(batch: WriteBatch): Promise<void> {
    // The gauges move with each batch written rather than each tick: a scrape sees the same depths.
    this.gauge();
    try {
      await this.store(batch);
    } catch (e) {
      this.logger.error({ err: (e as Error).message }, 'alert evaluation failed');
    }
  }

  private async store({ fires, suppressed, rearmed }: WriteBatch): Promise<void> {
    const claimed = await this.stored.claimAndStoreFires(fires, COOLDOWN_MS);
    const won = new Map(claimed.map((c) => [c.entry.id, c]));
    const firedHere: string[] = [];
    const alerts: TargetAlertEvent[] = [];
    const lost: string[] = [];
    // A tick's fires share its time: its ISO form is made once per tick, not once per fire.
    let at = NaN;
    let triggeredAt = '';
    for (const f of fires) {
      const c = won.get(f.id);
      if (!c) {
        lost.push(f.id);
        continue;
      }
      if (f.at !== at) triggeredAt = new Date((at = f.at)).toISOString();
      alerts.push(toTargetAlertEvent(c.alertId, c.entry, f.price, triggeredAt));
      firedHere.push(f.id);
    }
    // A message per slice of the write's alerts rather than per alert; slices keep under NATS's payload cap.
    for (let i = 0; i < alerts.length; i += ALERTS_PER_MESSAGE) {
      const event: TargetAlertsEvent = { alerts: alerts.slice(i, i + ALERTS_PER_MESSAGE) };
      this.nc.publish(ALERTS_EVENTS.alertCreated, JSON.stringify(event));
    }
    metrics.alertsFired.inc(alerts.length);
    // Another replica fired these first, or they changed: take the stored state.
    await this.reload(lost);
    await this.entries.setState(suppressed, 'triggered');
    await this.entries.setState(rearmed, 'armed');
    // One broadcast per write, not one per entry: a gap through thousands of targets was thousands of messages.
    this.changed([...firedHere, ...suppressed, ...rearmed]);
  }

  /** Starts watching a new or changed target here, and tells the other replicas. */
  watch(target: Target): void {
    this.index.upsert(target);
    this.changed([target.id]);
  }

  /** Stops watching a deleted target here, and tells the other replicas. */
  unwatch(id: string): void {
    this.index.remove(id);
    this.changed([id]);
  }

  /** Tells the other replicas to re-read these entries. */
  private changed(ids: string[]): void {
    if (ids.length === 0) return;
    const event: WatchlistChangedEvent = { ids, origin: this.origin };
    this.nc.publish(ALERTS_EVENTS.entryChanged, JSON.stringify(event));
  }

  /** Takes the stored state of these entries, in one read; an entry no longer stored stops being watched. */
  private async reload(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const rows = await this.entries.byIds(ids);
    for (const row of rows) this.index.upsert(toTarget(row));
    const stored = new Set(rows.map((r) => r.id));
    for (const id of ids) if (!stored.has(id)) this.index.remove(id);
  }
}
