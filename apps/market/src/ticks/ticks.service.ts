import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import {
  MARKET_LEADER_SUBJECTS,
  type Actor,
  type FeedKind,
  type FeedStatus,
  type Instrument,
  type MarketOverviewReply,
  type Tick,
} from '@app/contracts';
import { LOGGER, NATS_CONNECTION, validationError } from '@app/common';
import { Clock } from '../clock/clock.js';
import { KiteLtpClient } from '../kite-rest/kite-ltp.client.js';
import { MarketConfig } from '../config/market.config.js';
import { InstrumentsService } from '../instruments/instruments.service.js';
import { routeFeedCommand } from './feed-command-routing.js';
import { FeedService } from './feed.service.js';
import { LatestPrices } from './latest-prices.js';
import { askLeader } from './leader-commands.js';
import { ltpTick } from './ltp-tick.js';
import { marketOverview } from './market-overview.js';
import { checkSimulatorPrice, checkSimulatorPriceCaller } from './simulator-price-rules.js';

/**
 * How long a price request waits for Kite's LTPs: well inside callers' RPC timeout. A slower answer
 * still lands in the LTP cache for the next request.
 */
const LTP_WAIT_MS = 2500;

function deadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Latest prices, the feed's status and the commands that steer it. */
@Injectable()
export class TicksService {
  constructor(
    private readonly config: MarketConfig,
    private readonly instruments: InstrumentsService,
    private readonly latest: LatestPrices,
    private readonly feed: FeedService,
    private readonly ltp: KiteLtpClient,
    private readonly clock: Clock,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * The latest tick of each token. With Kite, instruments its ticker does not stream (beyond one
   * connection's 3,000) are priced from /quote/ltp; when Kite does not answer, their stored or
   * reference price stands.
   */
  async latestPrices(tokens: number[]): Promise<Record<string, Tick>> {
    const prices: Record<string, Tick> = {};
    const unstreamed: Instrument[] = [];
    for (const t of tokens) {
      const tick = this.latest.get(t);
      if (tick) prices[t] = tick;
      const instrument = this.ltp.enabled && !this.latest.isStreamed(t) ? this.instruments.get(t) : undefined;
      if (instrument) unstreamed.push(instrument);
    }
    if (unstreamed.length === 0) return prices;
    try {
      const now = this.clock.now();
      const fetched = await deadline(this.ltp.prices(unstreamed), LTP_WAIT_MS);
      for (const [token, price] of fetched) prices[token] = ltpTick(token, price, this.latest.get(token), now);
    } catch (e) {
      this.logger.warn(
        { err: (e as Error).message, count: unstreamed.length },
        'Kite LTP unavailable; serving stored prices',
      );
    }
    return prices;
  }

  feedStatus(): FeedStatus {
    return this.feed.status;
  }

  overview(): MarketOverviewReply {
    return marketOverview(this.instruments.all(), (t) => this.latest.get(t));
  }

  /** Checks every token is a known instrument, then makes sure the feed streams them. */
  async subscribe(tokens: number[]): Promise<number[]> {
    await this.instruments.whenReady();
    const unknown = tokens.filter((t) => !this.instruments.get(t));
    if (unknown.length > 0) {
      throw validationError([{ field: 'instruments', errors: [`unknown instrument tokens: ${unknown.join(', ')}`] }]);
    }
    if (routeFeedCommand('subscribe', this.feedHere()) === 'feed-owner')
      await askLeader(this.nc, MARKET_LEADER_SUBJECTS.subscribe, { instrument_tokens: tokens });
    return tokens;
  }

  async setSimulatedPrice(
    actor: Actor,
    token: number,
    price: number,
  ): Promise<{ instrument_token: number; last_price: number }> {
    // The live feed, not the configured one: the session may have switched it (every replica hears its status).
    checkSimulatorPriceCaller(actor, this.feed.status.feed);
    await this.instruments.whenReady();
    checkSimulatorPrice(this.instruments.require(token), price);
    // The simulator rounds to its own tick (indices have none in the master) and answers the price it set.
    const last_price =
      routeFeedCommand('set-price', this.feedHere()) === 'here'
        ? this.feed.setSimulatedPrice(token, price)
        : await askLeader<{ instrument_token: number; last_price: number }, number>(
            this.nc,
            MARKET_LEADER_SUBJECTS.setPrice,
            { instrument_token: token, last_price: price },
          );
    return { instrument_token: token, last_price };
  }

  private feedHere(): { kind: FeedKind; simulatorRunsHere: boolean } {
    return { kind: this.feed.status.feed, simulatorRunsHere: this.feed.simulator !== undefined };
  }
}
