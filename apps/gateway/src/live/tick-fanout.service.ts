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
  type TargetAlertsEvent,
  type TickBatch,
} from '@app/contracts';
import { LOGGER, NATS_CONNECTION, metrics } from '@app/common/base';
import { GatewayConfig } from '../config/gateway.config.js';
import { LiveControlService } from './live-control.service.js';
import { batchWsFrame } from './batch-ws-frame.js';
import { FrameArena, type ArenaSlice } from './frame-arena.js';
import { FrameJson, batchPacket, tickPacket } from './frame-packets.js';
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
  private readonly arena = new FrameArena();

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
          const event = msg.json<TargetAlertsEvent | TargetAlertEvent>();
          // An alerts service of the previous release sends one alert per message; taken during an upgrade.
          const alerts = 'alerts' in event ? event.alerts : [event];
          for (const { userId, alert } of alerts)
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
      const perUser = this.control.index.positions(batch.ticks, (u) => this.control.isPaused(u));
      // A tick watched by many users is encoded once per frame and its JSON spliced into each packet.
      const json = new FrameJson(batch.ticks);
      for (const [userId, positions] of perUser) {
        const single = this.writable(io, ticksRoom(userId), positions.length);
        if (single.length > 0) {
          const packets = positions.map((i) => tickPacket(json.of(i)));
          for (const socket of single) for (const p of packets) socket.conn.write(p);
          metrics.ticksDelivered.inc(positions.length * single.length);
        }
        const batched = this.writable(io, batchRoom(userId), positions.length);
        if (batched.length > 0) {
          writeBatch(batched, json, positions, this.arena);
          metrics.ticksDelivered.inc(positions.length * batched.length);
        }
      }
    } catch (e) {
      this.logger.error({ err: (e as Error).message }, 'tick delivery failed');
    } finally {
      this.arena.endFrame();
    }
  }

  /**
   * The room's sockets that can take more; rooms are local, since NATS is the only backplane. The
   * `ticks` the others would have had are counted as dropped.
   */
  private writable(io: LiveIo, room: string, ticks: number): LiveSocket[] {
    const ids = io.sockets.adapter.rooms.get(room);
    const out: LiveSocket[] = [];
    if (!ids) return out;
    for (const id of ids) {
      const socket = io.sockets.sockets.get(id);
      if (!socket) continue;
      if (bufferedPackets(socket) < MAX_BUFFERED_PACKETS) out.push(socket);
      else metrics.ticksDropped.inc(ticks);
    }
    return out;
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    for (const s of this.subs) s.unsubscribe();
  }
}

// engine.io reads wsPreEncodedFrame from a packet's options but leaves it out of its typings.
type PreEncoded = Parameters<LiveSocket['conn']['write']>[1];

/**
 * One user's batch to each of their sockets. A WebSocket gets the frame's bytes ready-made (engine.io's
 * wsPreEncodedFrame, the path Socket.IO's own broadcasts take), in space of the frame's arena that each
 * write holds until it completes; a socket still on long-polling gets the string packet.
 */
function writeBatch(
  sockets: readonly LiveSocket[],
  json: FrameJson,
  positions: readonly number[],
  arena: FrameArena,
): void {
  let frame: Buffer[] | undefined;
  let slice: ArenaSlice | undefined;
  let packet: string | undefined;
  for (const socket of sockets) {
    if (socket.conn.transport.name === 'websocket') {
      frame ??= batchWsFrame(
        positions.map((i) => json.bytesOf(i)),
        (length) => (slice = arena.slice(length)).bytes,
      );
      const release = slice!.hold();
      socket.conn.write('', { wsPreEncodedFrame: frame } as PreEncoded, release);
    } else {
      packet ??= batchPacket(positions.map((i) => json.of(i)));
      socket.conn.write(packet);
    }
  }
}

/** engine.io keeps a socket's unsent packets in writeBuffer; its typings mark it private, so read it here. */
function bufferedPackets(socket: LiveSocket): number {
  return (socket.conn as unknown as { writeBuffer: unknown[] }).writeBuffer.length;
}
