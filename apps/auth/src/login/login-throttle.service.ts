import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@app/contracts';
import { DomainError } from '@app/common';
import { AuthConfig } from '../config/auth.config.js';
import { Clock } from '../crypto/clock.js';
import { LoginFailuresRepository, type FailureWindow } from './login-failures.repository.js';
import { retryAfterSeconds } from './retry-after.js';

/**
 * Counts failed sign-ins per account and per client IP inside a sliding window. Kept in the
 * database so every instance of the service sees the same counts.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly failures: LoginFailuresRepository,
    private readonly clock: Clock,
    private readonly config: AuthConfig,
  ) {}

  private get windowMs() {
    return this.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
  }

  /** Refuses with 429 when the account or the IP has used up its failures in the window. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - this.windowMs);
    const [byEmail, byIp] = await Promise.all([
      this.failures.since('email', email, since),
      this.failures.since('ip', ip, since),
    ]);
    if (byEmail.count >= this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT) throw this.limited(byEmail, now, 'this account');
    if (byIp.count >= this.config.LOGIN_MAX_FAILURES_PER_IP) throw this.limited(byIp, now, 'this network address');
  }

  recordFailure(email: string, ip: string): Promise<void> {
    return this.failures.record(email, ip, this.clock.now());
  }

  recordSuccess(email: string): Promise<void> {
    return this.failures.clearForEmail(email);
  }

  purgeExpired(): Promise<void> {
    return this.failures.purgeBefore(new Date(this.clock.now().getTime() - this.windowMs));
  }

  private limited(w: FailureWindow, now: Date, who: string): DomainError {
    return new DomainError(
      ErrorCode.RateLimited,
      `Too many failed sign-in attempts for ${who}; try again later`,
      undefined,
      retryAfterSeconds(w.oldest, now, this.windowMs),
    );
  }
}
