import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import { RefreshTokenEntity } from './refresh-token.entity.js';
import { SessionEntity } from './session.entity.js';

export interface NewSession {
  userId: string;
  rememberMe: boolean;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
  tokenHash: string;
  now: Date;
}

export type RotateOutcome =
  | { kind: 'unknown' }
  | { kind: 'ended'; session: SessionEntity }
  | { kind: 'reused'; session: SessionEntity }
  | { kind: 'inactive'; session: SessionEntity }
  | { kind: 'rotated'; session: SessionEntity; user: UserEntity };

/** Sign-in sessions and their refresh tokens (auth.sessions, auth.refresh_tokens): one aggregate. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async create(s: NewSession): Promise<SessionEntity> {
    return this.ds.transaction(async (m) => {
      const session = await m.save(
        m.create(SessionEntity, {
          userId: s.userId,
          rememberMe: s.rememberMe,
          createdAt: s.now,
          expiresAt: s.expiresAt,
          lastUsedAt: s.now,
          ip: s.ip,
          userAgent: s.userAgent,
        }),
      );
      await m.save(m.create(RefreshTokenEntity, { sessionId: session.id, tokenHash: s.tokenHash, createdAt: s.now }));
      return session;
    });
  }

  /**
   * Exchanges a refresh token for a new one of the same family, under a row lock so two exchanges
   * of one token cannot both succeed. A token that was already exchanged is reuse: the whole family
   * is revoked in the same transaction, since a copy of it is in someone else's hands.
   */
  async rotate(tokenHash: string, newTokenHash: string, now: Date): Promise<RotateOutcome> {
    return this.ds.transaction(async (m) => {
      const token = await m.findOne(RefreshTokenEntity, { where: { tokenHash }, lock: { mode: 'pessimistic_write' } });
      if (!token) return { kind: 'unknown' } as const;
      const session = await m.findOne(SessionEntity, {
        where: { id: token.sessionId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!session) return { kind: 'unknown' } as const;
      if (session.revokedAt || session.expiresAt <= now) return { kind: 'ended', session } as const;
      if (token.rotatedAt) {
        await m.update(SessionEntity, { id: session.id }, { revokedAt: now, revokedReason: 'refresh token reuse' });
        return { kind: 'reused', session: { ...session, revokedAt: now } } as const;
      }
      const user = await m.findOneBy(UserEntity, { id: session.userId });
      if (!user || !user.isActive) {
        await m.update(SessionEntity, { id: session.id }, { revokedAt: now, revokedReason: 'account inactive' });
        return { kind: 'inactive', session: { ...session, revokedAt: now } } as const;
      }
      await m.update(RefreshTokenEntity, { id: token.id }, { rotatedAt: now });
      await m.save(m.create(RefreshTokenEntity, { sessionId: session.id, tokenHash: newTokenHash, createdAt: now }));
      await m.update(SessionEntity, { id: session.id }, { lastUsedAt: now });
      return { kind: 'rotated', session, user } as const;
    });
  }

  async findByTokenHash(tokenHash: string): Promise<SessionEntity | null> {
    const token = await this.ds.getRepository(RefreshTokenEntity).findOneBy({ tokenHash });
    return token ? this.ds.getRepository(SessionEntity).findOneBy({ id: token.sessionId }) : null;
  }

  /** Revokes one live session; answers whether this call ended it. */
  async revoke(sessionId: string, reason: string, now: Date): Promise<boolean> {
    const res = await this.ds
      .getRepository(SessionEntity)
      .update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: now, revokedReason: reason });
    return (res.affected ?? 0) > 0;
  }

  /** Revokes every live session of a user; answers their ids. */
  async revokeAllForUser(userId: string, reason: string, now: Date): Promise<string[]> {
    const res = await this.ds
      .createQueryBuilder()
      .update(SessionEntity)
      .set({ revokedAt: now, revokedReason: reason })
      .where('user_id = :userId AND revoked_at IS NULL', { userId })
      .returning(['id'])
      .execute();
    return (res.raw as Array<{ id: string }>).map((r) => r.id);
  }

  revokedSince(since: Date): Promise<SessionEntity[]> {
    return this.ds.getRepository(SessionEntity).find({ where: { revokedAt: MoreThan(since) } });
  }

  async countForUser(userId: string): Promise<{ sessions: number; refresh_tokens: number }> {
    const sessions = await this.ds.getRepository(SessionEntity).countBy({ userId });
    const refreshTokens = await this.ds
      .getRepository(RefreshTokenEntity)
      .createQueryBuilder('t')
      .innerJoin(SessionEntity, 's', 's.id = t.sessionId')
      .where('s.userId = :userId', { userId })
      .getCount();
    return { sessions, refresh_tokens: refreshTokens };
  }
}
