import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { ALERTS_EVENTS, MARKET_EVENTS, type TargetAlertEvent, type Tick, type TickBatch, type WatchlistChangedEvent } from '@app/contracts';
import { LOGGER, NATS_CONNECTION, metrics } from '@app/common';
import { MarketClient } from '../market.client.js';
import { toTarget } from '../watchlist/entry-row.js';
import { EntriesRepository } from '../watchlist/entries.repository.js';
import { COOLDOWN_MS, TargetIndex } from './target-index.js';

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
  private working: Promise<void> = Promise.resolve();

  constructor(
    private readonly entries: EntriesRepository,
    private readonly market: MarketClient,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const row of await this.entries.all()) this.index.upsert(toTarget(row));
    this.subs = [
      this.nc.subscribe(MARKET_EVENTS.ticks, { queue: 'alerts', callback: (_e, msg) => this.enqueue(msg.json<TickBatch>().ticks) }),
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

  /** Batches are evaluated one after another, in arrival order. */
  private enqueue(ticks: Tick[]): void {
    this.working = this.working.then(() => this.evaluate(ticks)).catch((e: Error) => this.logger.error({ err: e.message }, 'alert evaluation failed'));
  }

  /** Resolves when every batch received so far has been evaluated (tests, shutdown). */
  settled(): Promise<void> {
    return this.working;
  }

  private async evaluate(ticks: Tick[]): Promise<void> {
    const now = Date.now();
    for (const tick of ticks) {
      const token = tick.instrument_token;
      const previousLow = this.lastLow.get(token);
      this.lastLow.set(token, tick.ohlc.low);
      const low = previousLow !== undefined && tick.ohlc.low < previousLow ? tick.ohlc.low : tick.last_price;
      const result = this.index.evaluate(token, tick.last_price, low, now);
      for (const t of result.fired) {
        const fired = await this.entries.fire(t.id, tick.last_price, new Date(now), COOLDOWN_MS);
        if (!fired) {
          await this.reload(t.id);
          continue;
        }
        const event: TargetAlertEvent = {
          userId: fired.row.user_id,
          alert: {
            id: fired.alertId,
            instrument_token: token,
            tradingsymbol: fired.row.tradingsymbol,
            target_price: Number(fired.row.target_price),
            current_price: tick.last_price,
            triggered_at: new Date(now).toISOString(),
          },
        };
        this.nc.publish(ALERTS_EVENTS.alertCreated, JSON.stringify(event));
        metrics.alertsFired.inc();
        this.changed(t.id);
      }
      if (result.suppressed.length > 0) await this.entries.setState(result.suppressed.map((t) => t.id), 'triggered');
      if (result.rearmed.length > 0) await this.entries.setState(result.rearmed.map((t) => t.id), 'armed');
      for (const t of [...result.suppressed, ...result.rearmed]) this.changed(t.id);
    }
  }

  /** Tells the other replicas to re-read an entry. */
  changed(id: string): void {
    const event: WatchlistChangedEvent = { id, origin: this.origin };
    this.nc.publish(ALERTS_EVENTS.entryChanged, JSON.stringify(event));
  }

  async reload(id: string): Promise<void> {
    const row = await this.entries.get(id);
    if (row) this.index.upsert(toTarget(row));
    else this.index.remove(id);
  }
}
