import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ErrorCode, type LoginRequest, type SessionReply } from '@app/contracts';
import { DomainError } from '@app/common';
import { Clock } from '../crypto/clock.js';
import { PasswordHasher } from '../crypto/password-hasher.js';
import { normaliseEmail } from '../users/user.mapper.js';
import { UsersRepository } from '../users/users.repository.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { LoginThrottle } from './login-throttle.service.js';

const INVALID = 'Invalid email or password';
const PURGE_EVERY_MS = 10 * 60_000;

@Injectable()
export class LoginService implements OnModuleInit, OnModuleDestroy {
  private purgeTimer?: NodeJS.Timeout;

  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionsService,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.purgeTimer = setInterval(() => void this.throttle.purgeExpired().catch(() => undefined), PURGE_EVERY_MS);
    this.purgeTimer.unref();
  }

  onModuleDestroy() {
    clearInterval(this.purgeTimer);
  }

  async login(req: LoginRequest): Promise<SessionReply> {
    const email = normaliseEmail(req.email);
    const ip = req.client.ip || 'unknown';
    await this.throttle.assertAllowed(email, ip);
    const user = await this.users.findByEmail(email);
    const ok = user
      ? await this.hasher.verify(user.passwordHash, req.password)
      : (await this.hasher.burn(req.password), false);
    if (!user || !ok) {
      await this.throttle.recordFailure(email, ip);
      throw new DomainError(ErrorCode.InvalidCredentials, INVALID);
    }
    if (!user.isActive) throw new DomainError(ErrorCode.Forbidden, 'Account is disabled');
    await this.throttle.recordSuccess(email);
    const now = this.clock.now();
    await this.users.touchLastLogin(user.id, now);
    return this.sessions.start({ ...user, lastLoginAt: now }, req.remember_me === true, req.client);
  }
}
