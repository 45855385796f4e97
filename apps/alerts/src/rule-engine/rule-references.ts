import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { ALWAYS_OPEN_REASON, sessionOf } from '@app/calendar';
import { MARKET_SUBJECTS, PORTFOLIO_SUBJECTS, type Position } from '@app/contracts';
import { LOGGER, RpcClient } from '@app/common';
import { istDay } from '@app/formatting';
import type { DayRange } from './level-from-extremes.js';

/** Daily candles fetched per instrument: two years covers both 52 weeks and the longest N-month high (24). */
const HISTORY_DAYS = 2 * 366;
/** How long after a failed read of daily candles they are asked for again. */
const DAYS_RETRY_MS = 30_000;

/**
 * What rules need besides ticks, from the other services: each user's open positions, each instrument's
 * past daily ranges (fetched once per instrument per IST day), and whether the market service runs its
 * exchanges around the clock (its demo mode, which the exchange calendar here cannot know).
 */
@Injectable()
export class RuleReferences {
  private readonly positions = new Map<string, Position[]>();
  private readonly days = new Map<number, { day: string; ranges?: DayRange[]; retryAt?: number }>();
  private alwaysOpen = false;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  positionsOf(userId: string): readonly Position[] | undefined {
    return this.positions.get(userId);
  }

  /** Forgets users no rule reads positions of any more. */
  keepPositionsOf(users: ReadonlySet<string>): void {
    for (const u of this.positions.keys()) if (!users.has(u)) this.positions.delete(u);
  }

  /** Re-reads these users' open positions; a user whose read fails keeps the positions read before. */
  async refreshPositions(users: Iterable<string>): Promise<void> {
    for (const userId of users) {
      try {
        const reply = await this.rpc.request(PORTFOLIO_SUBJECTS.allPositions, { userId });
        this.positions.set(userId, reply.positions);
      } catch (e) {
        this.logger.warn({ err: (e as Error).message }, 'could not read positions for alert rules');
      }
    }
  }

  /**
   * The instrument's daily ranges before `today`, or undefined while they are being fetched (the
   * rule waits for a later tick). Fetched once per instrument per IST day.
   */
  dayRanges(token: number, today: string): readonly DayRange[] | undefined {
    const known = this.days.get(token);
    if (known?.day === today && (known.retryAt === undefined || Date.now() < known.retryAt)) return known.ranges;
    this.days.set(token, { day: today });
    void this.fetchDays(token, today);
    return undefined;
  }

  private async fetchDays(token: number, today: string): Promise<void> {
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);
    try {
      const reply = await this.rpc.request(MARKET_SUBJECTS.candlesGet, {
        instrument_token: token,
        from,
        to: today,
        interval: 'day',
        use_cache: true,
      });
      const ranges = reply.candles.map((c) => ({ day: istDay(c.date) ?? '', high: c.high, low: c.low }));
      this.days.set(token, { day: today, ranges });
    } catch (e) {
      // Asked again by a tick of the instrument after a pause, not by every tick while the market cannot answer.
      this.days.set(token, { day: today, retryAt: Date.now() + DAYS_RETRY_MS });
      this.logger.warn({ err: (e as Error).message, token }, 'could not read daily candles for alert rules');
    }
  }

  /**
   * Asks the market service whether its exchanges are open around the clock; kept as before when it
   * cannot answer. Answers whether it answered.
   */
  async refreshMarketMode(): Promise<boolean> {
    try {
      const status = await this.rpc.request(MARKET_SUBJECTS.statusGet, {});
      this.alwaysOpen = status.exchanges.length > 0 && status.exchanges.every((e) => e.reason === ALWAYS_OPEN_REASON);
      return true;
    } catch (e) {
      this.logger.warn({ err: (e as Error).message }, 'could not read the market status for alert rules');
      return false;
    }
  }

  /**
   * True when a price of this exchange may fire: its market is in its normal session both at the tick's
   * time and now. The pre-open session only discovers a price, and a tick stamped inside the session but
   * received after the close (a replay, a late message) is stale.
   */
  isOpen(exchange: string | null, tickAt: Date, now: Date): boolean {
    if (this.alwaysOpen) return true;
    const ex = exchange ?? 'NSE';
    return sessionOf(ex, tickAt) === 'open' && sessionOf(ex, now) === 'open';
  }

  /** For tests: the market mode as the market service would report it. */
  setAlwaysOpen(on: boolean): void {
    this.alwaysOpen = on;
  }
}
