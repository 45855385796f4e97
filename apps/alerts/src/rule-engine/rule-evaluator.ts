import { POSITION_RULE_KINDS, type Tick } from '@app/contracts';
import { istDay } from '@app/formatting';
import { dayPnl } from './day-pnl.js';
import { holdingOf } from './holding.js';
import type { Holding } from './level-from-position.js';
import type { PriceLevel } from './level-from-price.js';
import { needsDays, resolveLevel } from './resolve-level.js';
import { isCrossed, rangeSinceLastTick, rearmsAt, type RangeSinceLastTick } from './rule-crossing.js';
import { fireMessage } from './rule-message.js';
import type { RuleChanges } from './rule-changes.js';
import { RuleIndex } from './rule-index.js';
import type { RuleReferences } from './rule-references.js';
import { isExpired, ruleOutcome, stateAfterFire } from './rule-transition.js';
import type { WatchedRule } from './watched-rule.js';

/** What evaluation reads besides ticks (RuleReferences in the service; plain objects in tests). */
export type RuleInputs = Pick<RuleReferences, 'positionsOf' | 'dayRanges' | 'isOpen'>;

/**
 * Evaluates ticks against the rules in memory: resolves each rule's level, sees whether the price (or
 * the day's extreme since the previous tick) crossed it, and applies the rule's transition at once, so
 * the next tick sees it; the stored transition follows in the next write, where Postgres settles races
 * between replicas.
 */
export class RuleEvaluator {
  readonly index = new RuleIndex();
  /** Each instrument's day range at its previous tick. */
  private readonly lastDay = new Map<number, { low: number; high: number }>();
  /** Each instrument's latest price, for the day P&L of portfolios that hold it. */
  readonly lastPrice = new Map<number, number>();
  /** Users holding each instrument, among users with a day P&L rule. */
  private readonly dayPnlHolders = new Map<number, Set<string>>();
  private readonly done: string[] = [];
  /** Each user's holding per instrument, from the positions last read (see indexHolders). */
  private readonly holdings = new Map<string, Map<number, Holding | undefined>>();
  /**
   * Set by the service, which feeds lastPrice from every batch (trackPrices): a tick evaluated from the
   * queue may be older than the price another replica's batch brought meanwhile.
   */
  pricesFromStream = false;

  constructor(private readonly refs: RuleInputs) {}

  /** Rebuilds which day P&L users hold which instruments, after positions or rules changed. */
  indexHolders(): void {
    this.holdings.clear();
    this.dayPnlHolders.clear();
    for (const userId of this.index.dayPnlUsers())
      for (const p of this.refs.positionsOf(userId) ?? []) {
        let users = this.dayPnlHolders.get(p.instrumentToken);
        if (!users) this.dayPnlHolders.set(p.instrumentToken, (users = new Set()));
        users.add(userId);
      }
  }

  /** True while some day P&L rule reads the instrument's price. */
  get tracksPrices(): boolean {
    return this.dayPnlHolders.size > 0;
  }

  /**
   * Takes the latest prices of instruments held by day P&L users from ticks another replica
   * evaluates: a portfolio's day P&L sums prices of instruments whose batches go to either replica.
   */
  trackPrices(ticks: readonly Tick[]): void {
    for (const t of ticks)
      if (this.dayPnlHolders.has(t.instrument_token)) this.lastPrice.set(t.instrument_token, t.last_price);
  }

  /** Tokens whose prices matter: instruments with rules and instruments held by day P&L users. */
  tokens(): number[] {
    return [...new Set([...this.index.tokens(), ...this.dayPnlHolders.keys()])];
  }

  evaluate(tick: Tick, now: number, changes: RuleChanges): void {
    const token = tick.instrument_token;
    const rules = this.index.onInstrument(token);
    const holders = this.dayPnlHolders.get(token);
    if (rules.length === 0 && !holders) {
      // Most instruments: map misses only. Their day range is not kept, so a rule added later counts
      // moves from its own first tick, never since a tick seen hours before.
      this.lastDay.delete(token);
      return;
    }
    const price = tick.last_price;
    const previous = this.lastDay.get(token);
    const range = rangeSinceLastTick(previous, tick.ohlc, price);
    if (previous) {
      previous.low = tick.ohlc.low;
      previous.high = tick.ohlc.high;
    } else this.lastDay.set(token, { low: tick.ohlc.low, high: tick.ohlc.high });
    if (!this.pricesFromStream) this.lastPrice.set(token, price);
    const tickAt = new Date(tick.timestamp);
    const at = new Date(now);
    const today = istDay(now) ?? '';
    // Every rule of an instrument trades on the instrument's exchange: one calendar look-up per tick.
    if (rules.length > 0 && this.refs.isOpen(rules[0].exchange, tickAt, at))
      for (const rule of rules) {
        // An expired rule is no longer watched; a new expiry set on it brings it back through a reload.
        if (isExpired(rule, now)) this.done.push(rule.id);
        else {
          const level = this.levelOf(rule, tick, today);
          if (level) this.apply(rule, level, range, price, now, changes);
        }
      }
    if (holders) for (const userId of holders) this.evaluateDayPnl(userId, tickAt, at, now, changes);
    // Fired one-shot and expired rules leave the index after the loops over its lists, which removing would shift.
    for (let i = this.done.length - 1; i >= 0; i--) this.index.remove(this.done[i]);
    this.done.length = 0;
  }

  /**
   * The rule's level, resolved again only when what it depends on changed (the close, the holding, the
   * daily ranges): most ticks of an instrument move none of them, and decimal maths is not free.
   */
  private levelOf(rule: WatchedRule, tick: Tick, today: string): PriceLevel | undefined {
    const token = rule.token as number;
    const holding = POSITION_RULE_KINDS.includes(rule.kind) ? this.holding(rule.userId, token) : undefined;
    const days = needsDays(rule.kind) ? this.refs.dayRanges(token, today) : undefined;
    const key = holding ?? days ?? tick.ohlc.close;
    if (rule.memo && rule.memo.key === key) return rule.memo.level;
    const level = resolveLevel(rule, { previousClose: tick.ohlc.close, holding, days, today });
    rule.memo = { key, level };
    return level;
  }

  /** The user's holding in an instrument, computed once per read of their positions. */
  private holding(userId: string, token: number): Holding | undefined {
    let byToken = this.holdings.get(userId);
    if (!byToken) this.holdings.set(userId, (byToken = new Map()));
    if (byToken.has(token)) return byToken.get(token);
    const positions = this.refs.positionsOf(userId);
    const holding = positions ? holdingOf(positions, token) : undefined;
    byToken.set(token, holding);
    return holding;
  }

  /** The day P&L rules of a user, while at least one market of their positions is open. */
  private evaluateDayPnl(userId: string, tickAt: Date, at: Date, now: number, changes: RuleChanges): void {
    const positions = this.refs.positionsOf(userId) ?? [];
    if (!positions.some((p) => this.refs.isOpen(p.exchange, tickAt, at))) return;
    const pnl = dayPnl(positions, this.lastPrice);
    const range = { low: pnl, high: pnl };
    for (const rule of this.index.dayPnlRules(userId)) {
      const v = rule.value;
      if (isExpired(rule, now) || v === null || !Number.isFinite(v)) continue;
      this.apply(rule, { level: v, direction: v >= 0 ? 'up' : 'down' }, range, pnl, now, changes);
    }
  }

  private apply(
    rule: WatchedRule,
    { level, direction }: PriceLevel,
    range: RangeSinceLastTick,
    observed: number,
    now: number,
    changes: RuleChanges,
  ): void {
    // One bad number would fail the statement of a whole batch of fires.
    if (!Number.isFinite(level) || !Number.isFinite(observed)) return;
    if (rule.storedLevel !== level) {
      rule.storedLevel = level;
      changes.levels.set(rule.id, level);
    }
    const outcome = ruleOutcome(rule, isCrossed(level, direction, range), rearmsAt(level, direction, observed), now);
    if (outcome === 'fire') {
      const next = stateAfterFire(rule.recurring);
      const message = fireMessage({ kind: rule.kind, symbol: rule.symbol, direction, level, observed }, rule.note);
      changes.fire({ id: rule.id, level, observed, message, at: now, next });
      rule.state = next;
      rule.lastFiredAt = now;
      if (next === 'fired') this.done.push(rule.id);
    } else if (outcome === 'suppress') {
      rule.state = 'triggered';
      changes.suppress(rule.id);
    } else if (outcome === 'rearm') {
      rule.state = 'armed';
      changes.rearm(rule.id);
    }
  }
}
