import { Inject } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { parse as parseCookies } from 'cookie';
import type { Logger } from 'pino';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  SubscribeInstrumentsDto,
  type ConnectionTestAnswer,
  type SocketData,
  type SubscriptionAck,
} from '@app/contracts';
import { LOGGER, metrics, toFieldErrors } from '@app/common/base';
import { ACCESS_COOKIE, AccessTokenService } from '../auth/access-token.service.js';
import { RevocationCache } from '../auth/revocation-cache.js';
import { GatewayConfig } from '../config/gateway.config.js';
import { originAllowed } from '../security/origin-check.js';
import { LiveControlService } from './live-control.service.js';
import { batchRoom, sessionRoom, ticksRoom, userRoom } from './live-rooms.js';
import { LiveServer, type LiveIo, type LiveSocket } from './live-server.js';
import { TickFanoutService } from './tick-fanout.service.js';

export { userRoom } from './live-rooms.js';

type Failure = Extract<SubscriptionAck, { success: false }>;

/**
 * The browser's live connection at /socket.io. Only sockets with a valid access cookie get in; each
 * joins its user's room (per-user pushes), its session's room (a logout closes it) and a ticks room.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false, cors: false })
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  @WebSocketServer() server!: LiveIo;

  constructor(
    private readonly tokens: AccessTokenService,
    private readonly revocations: RevocationCache,
    private readonly config: GatewayConfig,
    private readonly control: LiveControlService,
    private readonly fanout: TickFanoutService,
    private readonly live: LiveServer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  afterInit(server: LiveIo) {
    const allowed = this.config.allowedOrigins;
    server.engine.opts.allowRequest = (req, done) => {
      const host = req.headers.host;
      const proto = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
      const forwardedProto = this.config.TRUST_PROXY
        ? (req.headers['x-forwarded-proto'] as string | undefined)
        : undefined;
      const own = `${forwardedProto ?? proto}://${host}`;
      done(null, originAllowed(req.headers.origin, own, allowed));
    };
    server.use(async (socket, next) => {
      const token = parseCookies(socket.handshake.headers.cookie ?? '')[ACCESS_COOKIE];
      const actor = await this.tokens.verify(token);
      if (!actor) return next(new Error('unauthorized'));
      socket.data.actor = actor;
      const batch = socket.handshake.auth?.batch === true || socket.handshake.query.batch === '1';
      await socket.join([
        userRoom(actor.userId),
        sessionRoom(actor.sessionId),
        batch ? batchRoom(actor.userId) : ticksRoom(actor.userId),
      ]);
      next();
    });
    this.revocations.onRevoked((ids) => {
      for (const id of ids) this.server.in(sessionRoom(id)).disconnectSockets(true);
    });
    this.live.attach(server);
    this.fanout.start();
  }

  handleConnection(socket: LiveSocket) {
    const { actor } = socket.data as Partial<SocketData>;
    if (!actor) return;
    this.control.socketJoined(actor.userId);
    metrics.socketsConnected.inc();
    socket.emit(SERVER_EVENTS.connectionStatus, {
      status: 'connected',
      socket_id: socket.id,
      timestamp: new Date().toISOString(),
    });
    this.logger.debug({ userId: actor.userId, socketId: socket.id }, 'socket connected');
  }

  handleDisconnect(socket: LiveSocket) {
    const { actor } = socket.data as Partial<SocketData>;
    if (!actor) return;
    this.control.socketLeft(actor.userId);
    metrics.socketsConnected.dec();
  }

  @SubscribeMessage(CLIENT_EVENTS.testConnection)
  testConnection(@ConnectedSocket() socket: LiveSocket): ConnectionTestAnswer {
    const answer: ConnectionTestAnswer = {
      success: true,
      message: 'Connection is working',
      timestamp: new Date().toISOString(),
    };
    socket.emit(SERVER_EVENTS.connectionTestResponse, answer);
    return answer;
  }

  @SubscribeMessage(CLIENT_EVENTS.subscribe)
  async subscribe(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown): Promise<SubscriptionAck> {
    return this.change(socket, body, (userId, tokens) => this.control.subscribe(userId, tokens));
  }

  @SubscribeMessage(CLIENT_EVENTS.unsubscribe)
  async unsubscribe(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown): Promise<SubscriptionAck> {
    return this.change(socket, body, async (userId, tokens) => this.control.unsubscribe(userId, tokens));
  }

  /** Socket events get the same validation as the REST routes; failures answer the ack and websocket_error. */
  private async change(
    socket: LiveSocket,
    body: unknown,
    fn: (userId: string, tokens: number[]) => Promise<number[]>,
  ): Promise<SubscriptionAck> {
    const { actor } = socket.data;
    const dto = plainToInstance(SubscribeInstrumentsDto, body ?? {});
    const errors =
      typeof body === 'object' && body !== null
        ? await validate(dto, { whitelist: true, forbidNonWhitelisted: true })
        : [];
    let failure: Failure | undefined;
    if (typeof body !== 'object' || body === null)
      failure = {
        success: false,
        error: 'Validation failed',
        details: [{ field: 'instruments', errors: ['instruments is required'] }],
      };
    else if (errors.length > 0)
      failure = { success: false, error: 'Validation failed', details: toFieldErrors(errors) };
    if (!failure) {
      try {
        return { success: true, instruments: await fn(actor.userId, dto.instruments) };
      } catch (e) {
        const err = e as { message?: string; payload?: { message: string; details?: unknown } };
        failure = {
          success: false,
          error: err.payload?.message ?? err.message ?? 'Subscription failed',
          details: err.payload?.details,
        };
      }
    }
    socket.emit(SERVER_EVENTS.websocketError, { error: failure.error, details: failure.details });
    return failure;
  }
}
