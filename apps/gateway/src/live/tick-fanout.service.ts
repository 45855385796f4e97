import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { MARKET_EVENTS, type FeedErrorEvent, type FeedStatus, type TickBatch } from '@app/contracts';
import { LOGGER, NATS_CONNECTION } from '@app/common';
import { GatewayConfig } from '../config/gateway.config.js';
import { LiveControlService } from './live-control.service.js';
import { batchRoom, ticksRoom } from './live-rooms.js';
import { LiveServer } from './live-server.js';

/**
 * Carries feed output to the browsers. Every replica hears every batch (no queue group) and delivers
 * to its own sockets. Emits are volatile: a socket that cannot keep up loses ticks instead of making
 * the server buffer for it, so one slow client never holds up the others.
 */
@Injectable()
export class TickFanoutService implements OnModuleDestroy {
  private subs: Subscription[] = [];
  private heartbeat?: NodeJS.Timeout;

  constructor(
    private readonly control: LiveControlService,
    private readonly live: LiveServer,
    private readonly config: GatewayConfig,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  start(): void {
    this.subs = [
      this.nc.subscribe(MARKET_EVENTS.ticks, { callback: (_e, msg) => this.deliver(msg.json<TickBatch>()) }),
      this.nc.subscribe(MARKET_EVENTS.feedStatusChanged, {
        callback: (_e, msg) => {
          const status = msg.json<FeedStatus>();
          this.live.io?.emit('websocket_status', { status: status.state, ...status });
        },
      }),
      this.nc.subscribe(MARKET_EVENTS.feedErrored, {
        callback: (_e, msg) => {
          this.live.io?.emit('websocket_error', { error: msg.json<FeedErrorEvent>().error });
        },
      }),
    ];
    this.heartbeat = setInterval(() => this.live.io?.volatile.emit('heartbeat', { timestamp: new Date().toISOString() }), this.config.HEARTBEAT_INTERVAL_MS);
    this.heartbeat.unref();
  }

  private deliver(batch: TickBatch): void {
    const io = this.live.io;
    if (!io) return;
    try {
      const perUser = this.control.index.group(batch.ticks, (u) => this.control.isPaused(u));
      for (const [userId, ticks] of perUser) {
        const single = io.to(ticksRoom(userId)).volatile;
        for (const t of ticks) single.emit('market_data', t);
        io.to(batchRoom(userId)).volatile.emit('market_data_batch', ticks);
      }
    } catch (e) {
      this.logger.error({ err: (e as Error).message }, 'tick delivery failed');
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    for (const s of this.subs) s.unsubscribe();
  }
}
