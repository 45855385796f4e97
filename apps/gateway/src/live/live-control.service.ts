import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import {
  LIVE_EVENTS,
  MARKET_SUBJECTS,
  type FeedStatus,
  type FeedSubscribeReply,
  type FeedSubscribeRequest,
  type LiveSubscriptionChange,
  type PricesLatestReply,
  type PricesLatestRequest,
  type Tick,
} from '@app/contracts';
import { NATS_CONNECTION, RpcClient } from '@app/common';
import { batchRoom, ticksRoom } from './live-rooms.js';
import { LiveServer } from './live-server.js';
import { SubscriptionIndex } from './subscription-index.js';

/**
 * Each user's live subscriptions and streaming switch on this replica. A change made here is
 * broadcast on NATS so the user's sockets on other replicas follow it.
 */
@Injectable()
export class LiveControlService implements OnModuleInit, OnModuleDestroy {
  readonly index = new SubscriptionIndex();
  private readonly paused = new Set<string>();
  private readonly socketsPerUser = new Map<string, number>();
  private readonly origin = randomUUID();
  private sub?: Subscription;

  constructor(
    private readonly rpc: RpcClient,
    private readonly live: LiveServer,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
  ) {}

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
  }

  isPaused(userId: string): boolean {
    return this.paused.has(userId);
  }

  socketJoined(userId: string): void {
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
    await this.rpc.request<FeedSubscribeReply, FeedSubscribeRequest>(MARKET_SUBJECTS.feedSubscribe, { instrument_tokens: tokens });
    const added = this.index.add(userId, tokens);
    this.broadcast({ userId, subscribe: tokens, origin: this.origin });
    if (added.length > 0) await this.sendLatest(userId, added);
    return this.index.tokensOf(userId);
  }

  unsubscribe(userId: string, tokens: number[]): number[] {
    this.index.remove(userId, tokens);
    this.broadcast({ userId, unsubscribe: tokens, origin: this.origin });
    return this.index.tokensOf(userId);
  }

  async setStreaming(userId: string, streaming: boolean): Promise<{ streaming: boolean; feed: FeedStatus }> {
    const feed = await this.rpc.request<FeedStatus>(MARKET_SUBJECTS.feedStatus, {});
    this.apply({ userId, streaming, origin: this.origin });
    this.broadcast({ userId, streaming, origin: this.origin });
    this.live.io?.to([ticksRoom(userId), batchRoom(userId)]).emit('websocket_status', { status: streaming ? 'started' : 'stopped', streaming, feed });
    return { streaming, feed };
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
    const { prices } = await this.rpc.request<PricesLatestReply, PricesLatestRequest>(MARKET_SUBJECTS.pricesLatest, { instrument_tokens: tokens });
    const ticks: Tick[] = Object.values(prices);
    if (ticks.length === 0 || this.paused.has(userId) || !this.live.io) return;
    const io = this.live.io;
    for (const t of ticks) io.to(ticksRoom(userId)).emit('market_data', t);
    io.to(batchRoom(userId)).emit('market_data_batch', ticks);
  }
}
