import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import {
  LIVE_EVENTS,
  MARKET_SUBJECTS,
  SERVER_EVENTS,
  type FeedStatus,
  type LiveSubscriptionChange,
  type Tick,
} from '@app/contracts';
import { NATS_CONNECTION, RpcClient, metrics } from '@app/common/base';
import { GatewayConfig } from '../config/gateway.config.js';
import { batchRoom, ticksRoom } from './live-rooms.js';
import { LiveServer } from './live-server.js';
import { SocketlessExpiry } from './socketless-expiry.js';
import { SubscriptionIndex } from './subscription-index.js';

/**
 * Each user's live subscriptions and streaming switch on this replica. A change made here is
 * broadcast on NATS so the user's sockets on other replicas follow it. State made over REST by a user
 * with no socket here expires after LIVE_REST_SUBSCRIPTION_TTL_MS; a socket's state lives as long as it.
 */
@Injectable()
export class LiveControlService implements OnModuleInit, OnModuleDestroy {
  readonly index = new SubscriptionIndex();
  private readonly paused = new Set<string>();
  private readonly socketsPerUser = new Map<string, number>();
  private readonly origin = randomUUID();
  private sub?: Subscription;
  private readonly expiry: SocketlessExpiry;

  constructor(
    private readonly rpc: RpcClient,
    private readonly live: LiveServer,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    config: GatewayConfig,
  ) {
    this.expiry = new SocketlessExpiry(config.LIVE_REST_SUBSCRIPTION_TTL_MS, (userId) => this.expire(userId));
  }

  onModuleInit(): void {
    this.sub = this.nc.subscribe(LIVE_EVENTS.subscriptionsChanged, {
      callback: (_e, msg) => {
        const change = msg.json<LiveSubscriptionChange>();
        if (change.origin !== this.origin && this.socketsPerUser.has(change.userId)) this.apply(change);
      },
    });
  }

  onModuleDestroy(): void {
    this.sub?.unsubscribe();
    this.expiry.stop();
  }

  isPaused(userId: string): boolean {
    return this.paused.has(userId);
  }

  socketJoined(userId: string): void {
    this.expiry.cancel(userId);
    this.socketsPerUser.set(userId, (this.socketsPerUser.get(userId) ?? 0) + 1);
  }

  /** A user's state lives as long as they have a socket here. */
  socketLeft(userId: string): void {
    const left = (this.socketsPerUser.get(userId) ?? 1) - 1;
    if (left > 0) return void this.socketsPerUser.set(userId, left);
    this.socketsPerUser.delete(userId);
    this.index.dropUser(userId);
    this.paused.delete(userId);
  }

  async subscribe(userId: string, tokens: number[]): Promise<number[]> {
    // The market service refuses unknown instruments and makes the feed stream the rest.
    await this.rpc.request(MARKET_SUBJECTS.feedSubscribe, {
      instrument_tokens: tokens,
    });
    const added = this.index.add(userId, tokens);
    this.countDownIfSocketless(userId);
    this.broadcast({ userId, subscribe: tokens, origin: this.origin });
    if (added.length > 0) await this.sendLatest(userId, added);
    return this.index.tokensOf(userId);
  }

  unsubscribe(userId: string, tokens: number[]): number[] {
    this.index.remove(userId, tokens);
    this.countDownIfSocketless(userId);
    this.broadcast({ userId, unsubscribe: tokens, origin: this.origin });
    return this.index.tokensOf(userId);
  }

  async setStreaming(userId: string, streaming: boolean): Promise<{ streaming: boolean; feed: FeedStatus }> {
    const feed = await this.rpc.request(MARKET_SUBJECTS.feedStatus, {});
    this.apply({ userId, streaming, origin: this.origin });
    this.countDownIfSocketless(userId);
    this.broadcast({ userId, streaming, origin: this.origin });
    this.live.io
      ?.to([ticksRoom(userId), batchRoom(userId)])
      .emit(SERVER_EVENTS.websocketStatus, { status: streaming ? 'started' : 'stopped', streaming, feed });
    return { streaming, feed };
  }

  /** A change from a user with no socket here starts their countdown; with nothing left to hold, none is needed. */
  private countDownIfSocketless(userId: string): void {
    if (this.socketsPerUser.has(userId)) return;
    if (this.index.tokensOf(userId).length > 0 || this.paused.has(userId)) this.expiry.touch(userId);
    else this.expiry.cancel(userId);
  }

  private expire(userId: string): void {
    if (this.socketsPerUser.has(userId)) return;
    this.index.dropUser(userId);
    this.paused.delete(userId);
    metrics.liveRestSubscriptionsExpired.inc();
  }

  private apply(change: LiveSubscriptionChange): void {
    if (change.subscribe) this.index.add(change.userId, change.subscribe);
    if (change.unsubscribe) this.index.remove(change.userId, change.unsubscribe);
    if (change.streaming === true) this.paused.delete(change.userId);
    if (change.streaming === false) this.paused.add(change.userId);
  }

  private broadcast(change: LiveSubscriptionChange): void {
    this.nc.publish(LIVE_EVENTS.subscriptionsChanged, JSON.stringify(change));
  }

  /** The screen fills at once instead of waiting for each instrument's next tick. */
  private async sendLatest(userId: string, tokens: number[]): Promise<void> {
    const { prices } = await this.rpc.request(MARKET_SUBJECTS.pricesLatest, {
      instrument_tokens: tokens,
    });
    const ticks: Tick[] = Object.values(prices);
    if (ticks.length === 0 || this.paused.has(userId) || !this.live.io) return;
    const io = this.live.io;
    for (const t of ticks) io.to(ticksRoom(userId)).emit(SERVER_EVENTS.marketData, t);
    io.to(batchRoom(userId)).emit(SERVER_EVENTS.marketDataBatch, ticks);
  }
}
