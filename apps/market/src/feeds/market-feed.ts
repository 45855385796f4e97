import type { FeedKind, FeedStatus, Instrument, Tick } from '@app/contracts';

/** What a feed reports; the market service turns it into NATS messages. */
export interface FeedListener {
  /** One call per feed frame (a Kite binary message, a simulator step): the batch that is published. */
  ticks(ticks: Tick[]): void;
  status(status: FeedStatus): void;
  error(message: string): void;
  /** The `data` of a ticker `order` text message (an order update of the session's account), as received. */
  order?(data: Record<string, unknown>): void;
  /** The source refused the connection with this HTTP status (403: the token is invalid or expired). */
  rejected?(status: number): void;
}

/**
 * A source of live ticks. One adapter per source (feeds/simulator, feeds/kite); the market service
 * picks one from configuration and never looks behind this interface.
 */
export interface MarketFeed {
  readonly kind: FeedKind;
  /** Starts streaming the given instruments; resolves once the feed is running (or connecting). */
  start(instruments: Instrument[], listener: FeedListener): Promise<void>;
  /** Stops streaming and releases timers and sockets. Idempotent. */
  stop(): Promise<void>;
  /** Adds instruments to the stream (no-op for ones already streamed). */
  subscribe(instruments: Instrument[]): void;
  unsubscribe(tokens: number[]): void;
  status(): FeedStatus;
}

export const MARKET_FEED = Symbol('MARKET_FEED');
