import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  BROKER_EVENTS,
  MARKET_EVENTS,
  type KiteOrderMessage,
  type FeedErrorEvent,
  type FeedKind,
  type FeedStatus,
  type Tick,
  type TickBatch,
} from '@app/contracts';
import { NATS_CONNECTION, metrics } from '@app/common';

/**
 * Puts feed output on NATS: one message per feed frame (a batch), plain JSON without the RPC envelope,
 * so subscribers parse it once and nothing is encoded per tick beyond the batch.
 */
@Injectable()
export class TickPublisher {
  constructor(@Inject(NATS_CONNECTION) private readonly nc: NatsConnection) {}

  ticks(feed: FeedKind, ticks: Tick[]): void {
    if (ticks.length === 0 || this.nc.isClosed()) return;
    const batch: TickBatch = { feed, ticks, sent_at: Date.now() };
    this.nc.publish(MARKET_EVENTS.ticks, JSON.stringify(batch));
    metrics.ticksPublished.inc(ticks.length);
  }

  status(status: FeedStatus): void {
    if (!this.nc.isClosed()) this.nc.publish(MARKET_EVENTS.feedStatusChanged, JSON.stringify(status));
  }

  /** A ticker `order` message, unchanged, for the portfolio to verify and apply (never logged: it is an account's order). */
  kiteOrder(data: Record<string, unknown>): void {
    const event: KiteOrderMessage = { data, received_at: new Date().toISOString() };
    if (!this.nc.isClosed()) this.nc.publish(BROKER_EVENTS.kiteOrderMessage, JSON.stringify(event));
  }

  error(feed: FeedKind, error: string): void {
    const event: FeedErrorEvent = { feed, error, at: new Date().toISOString() };
    if (!this.nc.isClosed()) this.nc.publish(MARKET_EVENTS.feedErrored, JSON.stringify(event));
  }
}
