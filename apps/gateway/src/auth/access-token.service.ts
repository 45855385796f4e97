import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { USER_TYPES, type AccessClaims, type Actor } from '@app/contracts';
import { RevocationCache } from './revocation-cache.js';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

/** Verifies the access JWT from the cookie and turns it into the caller's identity. */
@Injectable()
export class AccessTokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly revocations: RevocationCache,
  ) {}

  /** Answers the actor, or null for a missing, bad, expired or revoked token. */
  async verify(token: string | undefined): Promise<Actor | null> {
    if (!token) return null;
    try {
      const claims = await this.jwt.verifyAsync<AccessClaims>(token, {
        algorithms: ['HS256'],
        issuer: 'trading-dashboard',
        audience: 'trading-dashboard',
      });
      if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || !USER_TYPES.includes(claims.typ))
        return null;
      if (this.revocations.isRevoked(claims.sid)) return null;
      return { userId: claims.sub, userType: claims.typ, sessionId: claims.sid };
    } catch {
      return null;
    }
  }
}
