import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  MARKET_LEADER_SUBJECTS,
  type Actor,
  type FeedKind,
  type FeedStatus,
  type MarketOverviewReply,
  type Tick,
} from '@app/contracts';
import { NATS_CONNECTION, validationError } from '@app/common';
import { MarketConfig } from '../config/market.config.js';
import { InstrumentsService } from '../instruments/instruments.service.js';
import { routeFeedCommand } from './feed-command-routing.js';
import { FeedService } from './feed.service.js';
import { LatestPrices } from './latest-prices.js';
import { askLeader } from './leader-commands.js';
import { marketOverview } from './market-overview.js';
import { checkSimulatorPrice, checkSimulatorPriceCaller } from './simulator-price-rules.js';

/** Latest prices, the feed's status and the commands that steer it. */
@Injectable()
export class TicksService {
  constructor(
    private readonly config: MarketConfig,
    private readonly instruments: InstrumentsService,
    private readonly latest: LatestPrices,
    private readonly feed: FeedService,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
  ) {}

  latestPrices(tokens: number[]): Record<string, Tick> {
    const prices: Record<string, Tick> = {};
    for (const t of tokens) {
      const tick = this.latest.get(t);
      if (tick) prices[t] = tick;
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
    checkSimulatorPriceCaller(actor, this.config.feedKind);
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
    return { kind: this.config.feedKind, simulatorRunsHere: this.feed.simulator !== undefined };
  }
}
