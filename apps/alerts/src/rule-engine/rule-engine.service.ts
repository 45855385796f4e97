import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import {
  ALERTS_EVENTS,
  MARKET_EVENTS,
  POSITION_RULE_KINDS,
  type RuleKind,
  type Tick,
  type TickBatch,
  type WatchlistChangedEvent,
} from '@app/contracts';
import { LOGGER, NATS_CONNECTION, metrics } from '@app/common';
import { AlertsConfig } from '../config/alerts.config.js';
import { COOLDOWN_MS } from '../evaluator/target-cooldown.js';
import { TickQueue } from '../evaluator/tick-queue.js';
import { MarketClient } from '../market.client.js';
import { OneAtATime } from './one-at-a-time.js';
import { RuleChanges, type RuleRound } from './rule-changes.js';
import { RuleEvaluator } from './rule-evaluator.js';
import { RuleFiresRepository } from './rule-fires.repository.js';
import { OutboxSignal } from '../delivery/outbox-signal.js';
import { RuleReferences } from './rule-references.js';
import { toWatchedRule } from './watched-rule.js';

const readsPositions = (kind: RuleKind) => kind === 'portfolio_day_pnl' || POSITION_RULE_KINDS.includes(kind);

/** Rules read per statement at start, and the id every rule id follows. */
const LOAD_PAGE = 20_000;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';
/** Changes gathered before they are written together (bounds a statement). */
const WRITE_BATCH = 5000;
/** How often positions and the market's mode are read again. */
const REFRESH_MS = 60_000;
/** How soon the market's mode is asked again when the market service did not answer. */
const RETRY_MS = 2000;
/** The queue group of this engine: the target engine's group is 'alerts', and a member here would take its batches. */
export const RULES_QUEUE_GROUP = 'alerts-rules';
/** The origin of rule-changed events published by the rules routes (a user added, edited or removed rules). */
export const RULES_ORIGIN = 'rules';

/**
 * Evaluates alert rules from the tick stream. Tick batches come through the 'alerts-rules' queue group,
 * so each batch is evaluated by one replica; a fire is one statement that claims the rule and writes
 * the fire and its outbox rows, so replicas that both see a crossing store it once. Replicas keep their
 * rules in step through rule-changed broadcasts; the dispatcher delivers from the outbox.
 */
@Injectable()
export class RuleEngine implements OnApplicationBootstrap, OnModuleDestroy {
  readonly evaluator: RuleEvaluator;
  private readonly origin = `rule-engine-${randomUUID()}`;
  private readonly queue: TickQueue;
  private subs: Subscription[] = [];
  private timer?: NodeJS.Timeout;
  private readonly drainer = new OneAtATime(
    () => this.drain(),
    () => this.queue.depth > 0,
  );
  private stopped = false;
  private readonly reloads = new Set<Promise<void>>();
  /** The time a tick is evaluated at (cooldowns and expiry count from it); tests set their own. */
  clock: () => number = () => Date.now();

  constructor(
    config: AlertsConfig,
    private readonly repo: RuleFiresRepository,
    readonly refs: RuleReferences,
    private readonly market: MarketClient,
    private readonly outbox: OutboxSignal,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.queue = new TickQueue(config.ALERTS_QUEUE_MAX_TICKS);
    this.evaluator = new RuleEvaluator(refs);
    this.evaluator.pricesFromStream = true;
  }

  get index() {
    return this.evaluator.index;
  }

  async onApplicationBootstrap(): Promise<void> {
    for (let after = FIRST_ID; ;) {
      const page = await this.repo.pageAfter(after, LOAD_PAGE);
      for (const row of page) this.index.upsert(toWatchedRule(row));
      if (page.length < LOAD_PAGE) break;
      after = page[page.length - 1].id;
    }
    await this.refresh();
    this.subs = [
      this.nc.subscribe(MARKET_EVENTS.ticks, {
        queue: RULES_QUEUE_GROUP,
        callback: (_e, msg) => this.enqueue(msg.json<TickBatch>().ticks),
      }),
      // Every batch, in no queue group, only for the prices a day P&L reads (see RuleEvaluator.trackPrices).
      this.nc.subscribe(MARKET_EVENTS.ticks, {
        callback: (_e, msg) => {
          if (this.evaluator.tracksPrices) this.evaluator.trackPrices(msg.json<TickBatch>().ticks);
        },
      }),
      this.nc.subscribe(ALERTS_EVENTS.ruleChanged, {
        callback: (_e, msg) => {
          const event = msg.json<WatchlistChangedEvent>();
          if (event.origin === this.origin) return;
          this.pending(
            this.reload(event.ids ?? [], event.origin === RULES_ORIGIN).catch((e: Error) =>
              this.logger.error({ err: e.message }, 'could not reload rules'),
            ),
          );
        },
      }),
    ];
    this.timer = setInterval(() => void this.refresh(), REFRESH_MS);
    this.timer.unref();
    // Prices that crossed levels while the service was down are evaluated now.
    try {
      this.enqueue([...(await this.market.latest(this.evaluator.tokens())).values()]);
    } catch (e) {
      this.logger.warn({ err: (e as Error).message }, 'could not evaluate the latest prices for rules at start');
    }
  }

  onModuleDestroy(): void {
    this.stopped = true;
    for (const s of this.subs) s.unsubscribe();
    clearInterval(this.timer);
  }

  /** Re-reads positions of users whose rules read them, and the market's mode. */
  async refresh(): Promise<void> {
    const users = this.index.positionUsers();
    this.refs.keepPositionsOf(users);
    const [, modeKnown] = await Promise.all([this.refs.refreshPositions(users), this.refs.refreshMarketMode()]);
    this.evaluator.indexHolders();
    // A market service that starts after this one is asked again soon, not in a minute.
    if (!modeKnown && !this.stopped) setTimeout(() => void this.refresh(), RETRY_MS).unref();
  }

  enqueue(ticks: Tick[]): void {
    if (this.evaluator.tracksPrices) this.evaluator.trackPrices(ticks);
    this.queue.pushAll(ticks);
    this.drainer.start();
  }

  /** Resolves when every tick received so far has been evaluated and its changes written. */
  async settled(): Promise<void> {
    while (this.drainer.current || this.reloads.size > 0) {
      await this.drainer.current;
      await Promise.all(this.reloads);
    }
  }

  /** Keeps a reload announced by another part of the service until it is done, for settled(). */
  private pending(reload: Promise<void>): void {
    this.reloads.add(reload);
    void reload.finally(() => this.reloads.delete(reload));
  }

  private async drain(): Promise<void> {
    let changes = new RuleChanges();
    for (let tick = this.queue.shift(); tick; tick = this.queue.shift()) {
      this.evaluator.evaluate(tick, this.clock(), changes);
      if (changes.size >= WRITE_BATCH) {
        await this.write(changes);
        changes = new RuleChanges();
      }
    }
    await this.write(changes);
  }

  /** Writes one batch of changes, round by round (see RuleChanges), and tells the other replicas. */
  private async write(changes: RuleChanges): Promise<void> {
    if (changes.size === 0) return;
    try {
      for (const round of changes.rounds) await this.writeRound(round);
      await this.repo.storeLevels(changes.levels);
    } catch (e) {
      this.logger.error({ err: (e as Error).message }, 'alert rule evaluation failed');
      const touched = [...changes.fires.map((f) => f.id), ...changes.suppressed, ...changes.rearmed];
      await this.reload([...new Set(touched)]).catch(() => undefined);
    }
  }

  private async writeRound(round: RuleRound): Promise<void> {
    const claimed = await this.repo.claimAndStoreFires(round.fires, COOLDOWN_MS);
    const won = new Set(claimed.map((c) => c.ruleId));
    metrics.alertRulesFired.inc(claimed.length);
    if (claimed.length > 0) this.outbox.queued();
    const lost = round.fires.filter((f) => !won.has(f.id)).map((f) => f.id);
    const suppressed = await this.repo.moveState(round.suppressed, 'armed', 'triggered');
    const rearmed = await this.repo.moveState(round.rearmed, 'triggered', 'armed');
    // Another replica fired or moved these first, or they changed meanwhile: take the stored state.
    const moved = new Set([...suppressed, ...rearmed]);
    await this.reload([...lost, ...[...round.suppressed, ...round.rearmed].filter((id) => !moved.has(id))]);
    this.changed([...won, ...moved]);
  }

  /**
   * Evaluates the latest prices of what these users hold: a new day P&L rule needs every price of the
   * portfolio, and a price that crossed a level while positions were being read is not missed.
   */
  private async pricesOfHoldings(users: ReadonlySet<string>): Promise<void> {
    const tokens = new Set<number>();
    for (const u of users) for (const p of this.refs.positionsOf(u) ?? []) tokens.add(p.instrumentToken);
    if (tokens.size > 0) this.enqueue([...(await this.market.latestOrNone([...tokens])).values()]);
  }

  /** Tells the other replicas to re-read these rules. */
  private changed(ids: string[]): void {
    if (ids.length === 0) return;
    const event: WatchlistChangedEvent = { ids, origin: this.origin };
    this.nc.publish(ALERTS_EVENTS.ruleChanged, JSON.stringify(event));
  }

  /**
   * Takes the stored state of these rules; a rule no longer stored (or fired) stops being watched.
   * Rules added or changed by the user (`readPositions`) read their user's positions now, not in a minute.
   */
  async reload(ids: readonly string[], readPositions = false): Promise<void> {
    if (ids.length === 0) return;
    const rows = await this.repo.byIds(ids);
    for (const row of rows) this.index.upsert(toWatchedRule(row));
    const stored = new Set(rows.map((r) => r.id));
    for (const id of ids) if (!stored.has(id)) this.index.remove(id);
    const readers = new Set(
      readPositions ? rows.filter((r) => r.state !== 'fired' && readsPositions(r.kind)).map((r) => r.user_id) : [],
    );
    if (readers.size > 0) await this.refs.refreshPositions(readers);
    this.evaluator.indexHolders();
    if (readers.size > 0) await this.pricesOfHoldings(readers);
  }
}
