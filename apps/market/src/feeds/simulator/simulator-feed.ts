import type { FeedStatus, Instrument, Tick } from '@app/contracts';
import { isTrading, tradingDayOf } from '@app/calendar';
import type { FeedListener, MarketFeed } from '../market-feed.js';
import { nextPrice, roundToTick, tickDecimals } from './gbm.js';
import { simulationTick, volatilityOf, volumeStep, walkKey } from './instrument-profile.js';
import { Prng, hashSeed } from './prng.js';
import { DueQueue, exponentialGapMs } from './tick-schedule.js';
import { applyTick, quoteToTick, unstartedQuote, type SimQuoteState } from './sim-quote.js';

export type { SimQuoteState } from './sim-quote.js';

export interface SimulatorFeedOptions {
  /** Seed of every random stream: the same seed, instruments and step instants replay the same prices. */
  seed: number;
  intervalMs: number;
  /** Moves every instrument at any hour (demos and tests). */
  alwaysOpen: boolean;
  now: () => Date;
  /** Quotes saved by an earlier run, by instrument token: the walk resumes from them. */
  initialQuotes?: ReadonlyMap<number, SimQuoteState>;
  /**
   * Mean seconds between an instrument's ticks (its liquidity tier): ticks then arrive at random
   * instants, exponential gaps from the instrument's seeded stream, and a step emits those due. Unset,
   * every instrument moves once per step.
   */
  meanGapSeconds?: (instrument: Instrument) => number;
}

/** One instrument on the walk. `exact` is the unrounded GBM price, so moves smaller than a tick still add up. */
interface Walker {
  instrument: Instrument;
  tick: number;
  decimals: number;
  sigma: number;
  rng: Prng;
  exact: number;
  /** Mean gap between ticks, in seconds, when arrivals are scheduled. */
  gapSeconds: number;
  /** Instant (ms) of the queued next tick; NaN while parked on a closed exchange. */
  due: number;
  /** Instant (ms) of the last move: a scheduled move spans the time since. */
  lastAt: number;
}

/**
 * The development feed: every streamed instrument follows a seeded geometric Brownian motion while its
 * exchange is in pre-open or open session, rounded to its tick size. One listener.ticks call per step.
 * With per-instrument rates, a min-heap of next-tick instants makes a step cost the ticks due, not the
 * size of the universe; instruments of a closed exchange are parked until it opens.
 */
export class SimulatorFeed implements MarketFeed {
  readonly kind = 'simulator' as const;
  private readonly walkers = new Map<number, Walker>();
  private readonly quoteStates = new Map<number, SimQuoteState>();
  /** Prices an admin set, carried by the next step whatever the session. */
  private readonly pending = new Map<number, number>();
  private listener?: FeedListener;
  private timer?: NodeJS.Timeout;
  private lastTickAt: string | null = null;
  private readonly queue = new DueQueue();
  /** Tokens whose exchange was closed when their tick came due, by exchange. */
  private readonly parked = new Map<string, Set<number>>();

  constructor(private readonly options: SimulatorFeedOptions) {
    for (const [token, quote] of options.initialQuotes ?? []) this.quoteStates.set(token, { ...quote });
  }

  async start(instruments: Instrument[], listener: FeedListener): Promise<void> {
    await this.stop();
    this.listener = listener;
    this.subscribe(instruments);
    this.timer = setInterval(() => this.timedStep(), this.options.intervalMs);
    // The timer alone must not keep the process alive; the service's connections do that.
    this.timer.unref();
    listener.status(this.status());
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.listener = undefined;
  }

  subscribe(instruments: Instrument[]): void {
    for (const instrument of instruments) {
      if (this.walkers.has(instrument.instrument_token)) continue;
      const walker = this.walkerFor(instrument);
      this.walkers.set(instrument.instrument_token, walker);
      if (this.options.meanGapSeconds) this.schedule(walker, walker.lastAt);
    }
  }

  unsubscribe(tokens: number[]): void {
    for (const token of tokens) {
      this.walkers.delete(token);
      this.pending.delete(token);
    }
  }

  status(): FeedStatus {
    const running = this.timer !== undefined;
    return {
      feed: 'simulator',
      state: running ? 'connected' : 'stopped',
      connected: running,
      subscribed: this.walkers.size,
      last_tick_at: this.lastTickAt,
    };
  }

  /** The quotes of every instrument that has ticked, for the service to store. */
  quotes(): Map<number, SimQuoteState> {
    const out = new Map<number, SimQuoteState>();
    for (const [token, quote] of this.quoteStates) if (quote.day !== '') out.set(token, { ...quote });
    return out;
  }

  /**
   * Makes the next step emit exactly this price (rounded to the tick) for the instrument, even while its
   * market is closed, and continues the walk from it. Returns the price that will be sent.
   */
  setPrice(token: number, price: number): number {
    const walker = this.walkers.get(token);
    if (!walker) throw new Error(`simulator: instrument ${token} is not streamed`);
    if (!Number.isFinite(price) || price <= 0)
      throw new Error(`simulator: price must be a positive number, got ${price}`);
    const rounded = roundToTick(price, walker.tick);
    this.pending.set(token, rounded);
    return rounded;
  }

  /**
   * Emits an instrument's pending set price at once, as a frame of its own, so an admin's price is the
   * next tick without waiting for the next step. Answers undefined when nothing is pending.
   */
  emitSetPrice(token: number, at: Date = this.options.now()): Tick | undefined {
    const walker = this.walkers.get(token);
    if (!walker || !this.pending.has(token)) return undefined;
    const tick = this.advance(walker, at, tradingDayOf(at), this.setPriceSeconds, this.isOpen(walker, at));
    if (tick) {
      this.lastTickAt = at.toISOString();
      this.listener?.ticks([tick]);
    }
    return tick;
  }

  /** Moves the market one interval at the given instant; returns (and hands the listener) that step's ticks. */
  step(at: Date = this.options.now()): Tick[] {
    const day = tradingDayOf(at);
    const open = new Map<string, boolean>();
    const trading = (w: Walker): boolean => {
      let state = open.get(w.instrument.exchange);
      if (state === undefined) open.set(w.instrument.exchange, (state = this.isOpen(w, at)));
      return state;
    };
    const ticks: Tick[] = [];
    if (this.options.meanGapSeconds) this.dueTicks(at, day, trading, ticks);
    else {
      const dtSeconds = this.options.intervalMs / 1000;
      for (const walker of this.walkers.values()) {
        const tick = this.advance(walker, at, day, dtSeconds, trading(walker));
        if (tick) ticks.push(tick);
      }
    }
    if (ticks.length > 0) {
      this.lastTickAt = at.toISOString();
      this.listener?.ticks(ticks);
    }
    return ticks;
  }

  /**
   * The scheduled ticks up to `at`: set prices first, then every due arrival in time order, each
   * stamped with its own instant and moved over the time since the instrument's last tick.
   */
  private dueTicks(at: Date, day: string, trading: (w: Walker) => boolean, ticks: Tick[]): void {
    const now = at.getTime();
    for (const token of [...this.pending.keys()]) {
      const walker = this.walkers.get(token);
      const tick = walker && this.advance(walker, at, day, this.setPriceSeconds, trading(walker));
      if (tick) ticks.push(tick);
    }
    this.unpark(now, trading);
    while (this.queue.peekDue() <= now) {
      const [due, token] = this.queue.pop();
      const walker = this.walkers.get(token);
      if (!walker || walker.due !== due) continue;
      if (!trading(walker)) {
        walker.due = NaN;
        const parked = this.parked.get(walker.instrument.exchange) ?? new Set<number>();
        this.parked.set(walker.instrument.exchange, parked.add(token));
        continue;
      }
      const tick = this.advance(walker, new Date(due), day, (due - walker.lastAt) / 1000, true);
      if (tick) ticks.push(tick);
      walker.lastAt = due;
      this.schedule(walker, due);
    }
  }

  /** Requeues the instruments of exchanges that opened; the closed hours do not count as walk time. */
  private unpark(now: number, trading: (w: Walker) => boolean): void {
    for (const [exchange, tokens] of this.parked) {
      const walkers = [...tokens].map((t) => this.walkers.get(t)).filter((w) => w !== undefined);
      if (walkers.length > 0 && !trading(walkers[0])) continue;
      this.parked.delete(exchange);
      for (const walker of walkers) {
        walker.lastAt = now;
        this.schedule(walker, now);
      }
    }
  }

  private schedule(walker: Walker, from: number): void {
    walker.due = from + exponentialGapMs(walker.gapSeconds, walker.rng.next());
    this.queue.push(walker.due, walker.instrument.instrument_token);
  }

  /** A set price trades one interval's volume, as it did before arrivals were scheduled. */
  private get setPriceSeconds(): number {
    return this.options.intervalMs / 1000;
  }

  private isOpen(walker: Walker, at: Date): boolean {
    return isTrading(walker.instrument.exchange, at, { alwaysOpen: this.options.alwaysOpen });
  }

  private advance(walker: Walker, at: Date, day: string, dtSeconds: number, trading: boolean): Tick | undefined {
    const token = walker.instrument.instrument_token;
    const setPrice = this.pending.get(token);
    // An instrument without any price (a dump row with last_price 0) has no level to walk from.
    if (setPrice === undefined && (!trading || !(walker.exact > 0))) return undefined;
    let price: number;
    if (setPrice !== undefined) {
      this.pending.delete(token);
      walker.exact = setPrice;
      price = setPrice;
    } else {
      walker.exact = nextPrice(walker.exact, walker.sigma, dtSeconds, walker.rng.normal());
      price = roundToTick(walker.exact, walker.tick);
    }
    const traded = trading ? volumeStep(walker.instrument, price, dtSeconds, walker.rng.next()) : 0;
    const quote = applyTick(this.quoteStates.get(token) ?? unstartedQuote(price), price, day, traded);
    this.quoteStates.set(token, quote);
    return quoteToTick(token, quote, at, walker.decimals);
  }

  private walkerFor(instrument: Instrument): Walker {
    const quote = this.quoteStates.get(instrument.instrument_token) ?? unstartedQuote(instrument.last_price);
    this.quoteStates.set(instrument.instrument_token, quote);
    const tick = simulationTick(instrument);
    const rng = new Prng(hashSeed(this.options.seed, walkKey(instrument)));
    return {
      instrument,
      tick,
      decimals: tickDecimals(tick),
      sigma: volatilityOf(instrument),
      rng,
      exact: quote.last_price,
      gapSeconds: this.options.meanGapSeconds?.(instrument) ?? this.options.intervalMs / 1000,
      due: NaN,
      lastAt: this.options.now().getTime(),
    };
  }

  private timedStep(): void {
    try {
      this.step();
    } catch (e) {
      this.listener?.error(`simulator step failed: ${(e as Error).message}`);
    }
  }
}
