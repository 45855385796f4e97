import { Inject } from '@nestjs/common';
import {
  ConnectedSocket,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
  type OnGatewayInit,
} from '@nestjs/websockets';
import { parse as parseCookies } from 'cookie';
import type { Logger } from 'pino';
import type { Server, Socket } from 'socket.io';
import type { Actor } from '@app/contracts';
import { LOGGER } from '@app/common';
import { ACCESS_COOKIE, AccessTokenService } from '../auth/access-token.service.js';
import { RevocationCache } from '../auth/revocation-cache.js';
import { GatewayConfig } from '../config/gateway.config.js';
import { originAllowed } from '../security/origin-check.js';

export const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * The browser's live connection at /socket.io. Only sockets with a valid access cookie get in; each
 * joins its user's room (for per-user pushes) and its session's room (so a logout closes it).
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false, cors: false })
export class LiveGateway implements OnGatewayInit, OnGatewayConnection {
  @WebSocketServer() server!: Server;

  constructor(
    private readonly tokens: AccessTokenService,
    private readonly revocations: RevocationCache,
    private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  afterInit(server: Server) {
    const allowed = this.config.allowedOrigins;
    server.engine.opts.allowRequest = (req, done) => {
      const host = req.headers.host;
      const proto = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
      const forwardedProto = this.config.TRUST_PROXY ? (req.headers['x-forwarded-proto'] as string | undefined) : undefined;
      const own = `${forwardedProto ?? proto}://${host}`;
      done(null, originAllowed(req.headers.origin, own, allowed));
    };
    server.use(async (socket, next) => {
      const token = parseCookies(socket.handshake.headers.cookie ?? '')[ACCESS_COOKIE];
      const actor = await this.tokens.verify(token);
      if (!actor) return next(new Error('unauthorized'));
      socket.data.actor = actor;
      await socket.join([userRoom(actor.userId), sessionRoom(actor.sessionId)]);
      next();
    });
    this.revocations.onRevoked((ids) => {
      for (const id of ids) this.server.in(sessionRoom(id)).disconnectSockets(true);
    });
  }

  handleConnection(socket: Socket) {
    const actor = socket.data.actor as Actor;
    socket.emit('connection_status', { status: 'connected', socket_id: socket.id, timestamp: new Date().toISOString() });
    this.logger.debug({ userId: actor.userId, socketId: socket.id }, 'socket connected');
  }

  @SubscribeMessage('test_connection')
  testConnection(@ConnectedSocket() socket: Socket) {
    const answer = { success: true, message: 'Connection is working', timestamp: new Date().toISOString() };
    socket.emit('connection_test_response', answer);
    return answer;
  }
}
