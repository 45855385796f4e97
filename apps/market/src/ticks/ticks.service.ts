import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  ErrorCode,
  MARKET_LEADER_SUBJECTS,
  type Actor,
  type FeedStatus,
  type MarketOverviewReply,
  type Tick,
} from '@app/contracts';
import { DomainError, NATS_CONNECTION, validationError } from '@app/common';
import { MarketConfig } from '../config/market.config.js';
import { InstrumentsService } from '../instruments/instruments.service.js';
import { FeedService } from './feed.service.js';
import { LatestPrices } from './latest-prices.js';
import { askLeader } from './leader-commands.js';
import { marketOverview } from './market-overview.js';

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
    // The simulator streams the whole master already; Kite streams what is asked for.
    if (this.config.feedKind === 'kite') await askLeader(this.nc, MARKET_LEADER_SUBJECTS.subscribe, { instrument_tokens: tokens });
    return tokens;
  }

  async setSimulatedPrice(actor: Actor, token: number, price: number): Promise<{ instrument_token: number; last_price: number }> {
    if (actor.userType !== 'admin') throw new DomainError(ErrorCode.Forbidden, 'Admin access required');
    if (this.config.feedKind !== 'simulator') throw new DomainError(ErrorCode.Conflict, 'The simulator is not the active feed');
    await this.instruments.whenReady();
    const instrument = this.instruments.require(token);
    if (instrument.tick_size > 0 && !isOnTick(price, instrument.tick_size)) {
      throw validationError([{ field: 'last_price', errors: [`last_price must be a multiple of the tick size ${instrument.tick_size}`] }]);
    }
    // Indices have no tick in the master; the simulator rounds them to its own tick and says so.
    const last_price = this.feed.simulator
      ? this.feed.setSimulatedPrice(token, price)
      : await askLeader<{ instrument_token: number; last_price: number }, number>(this.nc, MARKET_LEADER_SUBJECTS.setPrice, {
          instrument_token: token,
          last_price: price,
        });
    return { instrument_token: token, last_price };
  }
}

function isOnTick(price: number, tick: number): boolean {
  const steps = price / tick;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}
