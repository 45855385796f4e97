import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  AUTH_EVENTS,
  ErrorCode,
  type AccessClaims,
  type ClientInfo,
  type IssuedTokens,
  type RevokedSession,
  type SessionReply,
  type SessionsRevokedEvent,
} from '@app/contracts';
import { DomainError, LOGGER, RpcClient } from '@app/common';
import type { Logger } from 'pino';
import { AuthConfig } from '../config/auth.config.js';
import { Clock } from '../crypto/clock.js';
import { TokenGenerator } from '../crypto/token-generator.js';
import type { UserEntity } from '../users/user.entity.js';
import { toPublicUser } from '../users/user.mapper.js';
import { SessionsRepository } from './sessions.repository.js';
import type { SessionEntity } from './session.entity.js';

const HOUR_MS = 3600_000;

/** Sign-in sessions: access JWTs, refresh-token rotation with reuse detection, revocation. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly tokens: TokenGenerator,
    private readonly jwt: JwtService,
    private readonly clock: Clock,
    private readonly config: AuthConfig,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private get accessTtlMs() {
    return this.config.ACCESS_TOKEN_TTL_SECONDS * 1000;
  }

  async start(user: UserEntity, rememberMe: boolean, client: ClientInfo): Promise<SessionReply> {
    const now = this.clock.now();
    const refreshToken = this.tokens.generate();
    const ttlMs = rememberMe
      ? this.config.REFRESH_TTL_REMEMBER_DAYS * 24 * HOUR_MS
      : this.config.REFRESH_TTL_SESSION_HOURS * HOUR_MS;
    const session = await this.sessions.create({
      userId: user.id,
      rememberMe,
      expiresAt: new Date(now.getTime() + ttlMs),
      ip: client.ip ?? null,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      tokenHash: this.tokens.hash(refreshToken),
      now,
    });
    return { user: toPublicUser(user), tokens: await this.issue(user, session, refreshToken, now) };
  }

  async refresh(refreshToken: string): Promise<SessionReply> {
    const now = this.clock.now();
    const next = this.tokens.generate();
    const outcome = await this.sessions.rotate(this.tokens.hash(refreshToken), this.tokens.hash(next), now);
    switch (outcome.kind) {
      case 'unknown':
        throw new DomainError(ErrorCode.Unauthenticated, 'Invalid refresh token');
      case 'ended':
        throw new DomainError(ErrorCode.Unauthenticated, 'Session has ended; please sign in again');
      case 'reused':
        this.logger.warn(
          { sessionId: outcome.session.id, userId: outcome.session.userId },
          'refresh token reuse: session revoked',
        );
        this.broadcast([outcome.session.id], now);
        throw new DomainError(ErrorCode.Unauthenticated, 'Refresh token was already used; please sign in again');
      case 'inactive':
        this.broadcast([outcome.session.id], now);
        throw new DomainError(ErrorCode.Unauthenticated, 'Account is disabled');
      case 'rotated':
        return { user: toPublicUser(outcome.user), tokens: await this.issue(outcome.user, outcome.session, next, now) };
    }
  }

  /** Ends the session named by the refresh token or by the access token's session id. Always succeeds. */
  async end(refreshToken: string | undefined, sessionId: string | undefined): Promise<boolean> {
    const now = this.clock.now();
    const ids = new Set<string>();
    if (refreshToken) {
      const s = await this.sessions.findByTokenHash(this.tokens.hash(refreshToken));
      if (s) ids.add(s.id);
    }
    if (sessionId) ids.add(sessionId);
    const revoked: string[] = [];
    for (const id of ids) if (await this.sessions.revoke(id, 'logout', now)) revoked.push(id);
    this.broadcast(revoked, now);
    return revoked.length > 0;
  }

  async endAllForUser(userId: string, reason: string): Promise<void> {
    const now = this.clock.now();
    this.broadcast(await this.sessions.revokeAllForUser(userId, reason, now), now);
  }

  /** Sessions revoked recently enough that one of their access tokens may still be unexpired. */
  async recentRevocations(): Promise<RevokedSession[]> {
    const now = this.clock.now();
    const rows = await this.sessions.revokedSince(new Date(now.getTime() - this.accessTtlMs));
    return rows.map((s) => this.revocation(s.id, s.revokedAt!));
  }

  countForUser(userId: string) {
    return this.sessions.countForUser(userId);
  }

  private revocation(sessionId: string, revokedAt: Date): RevokedSession {
    return { sessionId, until: new Date(revokedAt.getTime() + this.accessTtlMs).toISOString() };
  }

  /** Tells every gateway instance to refuse the sessions' access tokens at once. */
  private broadcast(sessionIds: string[], at: Date) {
    if (sessionIds.length === 0) return;
    const event: SessionsRevokedEvent = { sessions: sessionIds.map((id) => this.revocation(id, at)) };
    this.rpc.emit(AUTH_EVENTS.sessionsRevoked, event);
  }

  private async issue(
    user: UserEntity,
    session: SessionEntity,
    refreshToken: string,
    now: Date,
  ): Promise<IssuedTokens> {
    const claims: AccessClaims = { sub: user.id, typ: user.userType, sid: session.id, email: user.email };
    const accessToken = await this.jwt.signAsync(claims, { expiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS });
    return {
      accessToken,
      accessExpiresAt: new Date(now.getTime() + this.accessTtlMs).toISOString(),
      refreshToken,
      refreshExpiresAt: session.expiresAt.toISOString(),
      rememberMe: session.rememberMe,
    };
  }
}
