import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  ErrorCode,
  type BrokerCallbackReply,
  type BrokerConnectReply,
  type KiteCallbackQueryDto,
} from '@app/contracts';
import { DomainError, LOGGER } from '@app/common';
import { KiteRestError, accessTokenExpiry } from '@app/kite';
import { PortfolioConfig } from '../config/portfolio.config.js';
import { ConnectionClock } from './connection-clock.js';
import { ConnectionEvents } from './connection-events.js';
import { connectionState } from './connection-status.js';
import { FeedExpiryWatch } from './feed-expiry.watch.js';
import { KiteAuthClient } from './kite-auth.client.js';
import { KiteConnectionRepository } from './kite-connection.repository.js';
import { readKiteLogin } from './kite-session-answer.js';
import {
  LOGIN_STATE_TTL_MS,
  hashLoginState,
  kiteLoginUrl,
  loginStateRefusal,
  settingsRedirect,
} from './login-state.js';
import { TokenVault } from './token-vault.js';

/** The variables Kite login needs, by name, for the refusal that says which are missing. */
export function missingKiteVariables(config: PortfolioConfig): string[] {
  const vars = ['KITE_API_KEY', 'KITE_API_SECRET', 'BROKER_TOKEN_KEYS'] as const;
  return vars.filter((v) => !config[v]);
}

/** Connecting a Zerodha account: the login URL with a single-use state, and Kite's callback. */
@Injectable()
export class KiteLoginService {
  constructor(
    private readonly config: PortfolioConfig,
    private readonly repo: KiteConnectionRepository,
    private readonly vault: TokenVault,
    private readonly kite: KiteAuthClient,
    private readonly events: ConnectionEvents,
    private readonly expiry: FeedExpiryWatch,
    private readonly clock: ConnectionClock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async connect(userId: string, sessionId: string): Promise<BrokerConnectReply> {
    const missing = missingKiteVariables(this.config);
    if (missing.length > 0)
      throw new DomainError(
        ErrorCode.Conflict,
        `Zerodha login is not configured on this server: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set`,
      );
    const state = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + LOGIN_STATE_TTL_MS);
    await this.repo.insertLoginState(hashLoginState(state), userId, sessionId, expiresAt);
    return {
      login_url: kiteLoginUrl(this.config.KITE_LOGIN_URL, this.config.KITE_API_KEY!, state),
      state_expires_at: expiresAt.toISOString(),
    };
  }

  async callback(userId: string, sessionId: string, q: KiteCallbackQueryDto): Promise<BrokerCallbackReply> {
    const hash = hashLoginState(q.state);
    const refusal = loginStateRefusal(await this.repo.loginState(hash), { userId, sessionId }, this.clock.now());
    if (refusal) return this.refuse(userId, refusal, 'The login state is not valid for this session');
    if (!(await this.repo.useLoginState(hash))) return this.refuse(userId, 'state-used', 'The login state was used');
    if (q.status === 'cancelled' || !q.request_token)
      return this.refuse(userId, 'cancelled', 'The login at Zerodha was cancelled');
    if (missingKiteVariables(this.config).length > 0)
      return this.refuse(userId, 'not-configured', 'Zerodha login is not configured on this server');
    let answer: unknown;
    try {
      answer = await this.kite.exchange(q.request_token);
    } catch (e) {
      const err = e as Error;
      const reason =
        err instanceof KiteRestError && ['unreachable', 'timeout'].includes(err.kind)
          ? 'kite-unreachable'
          : 'kite-refused';
      return this.refuse(userId, reason, err.message);
    }
    const login = readKiteLogin(answer, this.clock.now());
    if (!login) return this.refuse(userId, 'kite-refused', 'Kite answered the session exchange without a token');
    const refusedAccount = (): Promise<BrokerCallbackReply> => {
      void this.kite.invalidate(login.accessToken).catch(() => undefined);
      return this.refuse(userId, 'kite-account-taken', 'That Zerodha account is connected to another user here');
    };
    if (await this.repo.connectedElsewhere(login.kiteUserId, userId)) return refusedAccount();
    const saved = await this.repo.saveConnection(userId, {
      kiteUserId: login.kiteUserId,
      userShortname: login.userShortname,
      sealedAccessToken: this.vault.seal(login.accessToken, userId),
      keyId: this.vault.currentKeyId,
      loginAt: login.loginAt,
      expiresAt: accessTokenExpiry(login.loginAt),
    });
    if (!saved) return refusedAccount();
    this.logger.info({ userId, kiteUserId: login.kiteUserId }, 'Zerodha account connected');
    this.events.connectionChanged(userId, 'connected', login.kiteUserId);
    const row = await this.repo.connection(userId);
    if (row?.isFeedAccount) {
      this.events.feedSessionChanged(userId, 'The feed account logged in at Kite');
      await this.expiry.reschedule();
    }
    return { redirect_to: settingsRedirect({ connected: true }), state: 'connected' };
  }

  private async refuse(userId: string, reason: string, error: string): Promise<BrokerCallbackReply> {
    this.logger.warn({ userId, reason, error }, 'Zerodha connection refused');
    const state = connectionState(await this.repo.connection(userId), this.clock.now());
    return { redirect_to: settingsRedirect({ reason }), state, error };
  }
}
