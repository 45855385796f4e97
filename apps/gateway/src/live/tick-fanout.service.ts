import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import {
  ALERTS_EVENTS,
  MARKET_EVENTS,
  SERVER_EVENTS,
  type FeedErrorEvent,
  type FeedStatus,
  type TargetAlertEvent,
  type TickBatch,
} from '@app/contracts';
import { LOGGER, NATS_CONNECTION, metrics } from '@app/common';
import { GatewayConfig } from '../config/gateway.config.js';
import { LiveControlService } from './live-control.service.js';
import { batchRoom, ticksRoom, userRoom } from './live-rooms.js';
import { LiveServer, type LiveIo, type LiveSocket } from './live-server.js';

/**
 * Packets a socket may have waiting to be written before its ticks are dropped. Socket.IO's volatile
 * flag is no use here: it drops every packet emitted while a write is in progress, which is all but the
 * first tick of a frame.
 */
export const MAX_BUFFERED_PACKETS = 2000;

/**
 * Carries feed output to the browsers. Every replica hears every batch (no queue group) and delivers
 * to its own sockets. A socket whose write buffer is full loses ticks instead of growing the buffer,
 * so one slow client never holds up the others or the server's memory.
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
          this.live.io?.emit(SERVER_EVENTS.websocketStatus, { status: status.state, ...status });
        },
      }),
      // Every replica hears every alert and pushes it to the owner's sockets it holds.
      this.nc.subscribe(ALERTS_EVENTS.alertCreated, {
        callback: (_e, msg) => {
          const { userId, alert } = msg.json<TargetAlertEvent>();
          this.live.io?.to(userRoom(userId)).emit(SERVER_EVENTS.targetAlert, alert);
        },
      }),
      this.nc.subscribe(MARKET_EVENTS.feedErrored, {
        callback: (_e, msg) => {
          this.live.io?.emit(SERVER_EVENTS.websocketError, { error: msg.json<FeedErrorEvent>().error });
        },
      }),
    ];
    this.heartbeat = setInterval(
      () => this.live.io?.volatile.emit(SERVER_EVENTS.heartbeat, { timestamp: new Date().toISOString() }),
      this.config.HEARTBEAT_INTERVAL_MS,
    );
    this.heartbeat.unref();
  }

  private deliver(batch: TickBatch): void {
    const io = this.live.io;
    if (!io) return;
    metrics.tickBatchesReceived.inc();
    try {
      const perUser = this.control.index.group(batch.ticks, (u) => this.control.isPaused(u));
      for (const [userId, ticks] of perUser) {
        // Each socket is a room of its own id: one broadcast to the writable ones encodes each packet once.
        const single = this.writable(io, ticksRoom(userId));
        if (single.length > 0) {
          const to = io.to(single);
          for (const t of ticks) to.emit(SERVER_EVENTS.marketData, t);
          metrics.ticksDelivered.inc(ticks.length * single.length);
        }
        const batched = this.writable(io, batchRoom(userId));
        if (batched.length > 0) {
          io.to(batched).emit(SERVER_EVENTS.marketDataBatch, ticks);
          metrics.ticksDelivered.inc(ticks.length * batched.length);
        }
      }
    } catch (e) {
      this.logger.error({ err: (e as Error).message }, 'tick delivery failed');
    }
  }

  /** Ids of the room's sockets that can take more; rooms are local, since NATS is the only backplane. */
  private writable(io: LiveIo, room: string): string[] {
    const ids = io.sockets.adapter.rooms.get(room);
    const out: string[] = [];
    if (!ids) return out;
    for (const id of ids) {
      const socket = io.sockets.sockets.get(id);
      if (socket && bufferedPackets(socket) < MAX_BUFFERED_PACKETS) out.push(id);
    }
    return out;
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    for (const s of this.subs) s.unsubscribe();
  }
}

/** engine.io keeps a socket's unsent packets in writeBuffer; its typings mark it private, so read it here. */
function bufferedPackets(socket: LiveSocket): number {
  return (socket.conn as unknown as { writeBuffer: unknown[] }).writeBuffer.length;
}
