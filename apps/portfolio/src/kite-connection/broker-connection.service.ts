import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  ErrorCode,
  type BrokerConnectionSummary,
  type BrokerMode,
  type BrokerStatus,
  type FeedSession,
} from '@app/contracts';
import { DomainError, LOGGER } from '@app/common';
import { PortfolioConfig } from '../config/portfolio.config.js';
import { ConnectionClock } from './connection-clock.js';
import { ConnectionEvents } from './connection-events.js';
import { connectionState, toBrokerStatus, toConnectionSummary } from './connection-status.js';
import { ConnectionTokens } from './connection-tokens.js';
import { FeedExpiryWatch } from './feed-expiry.watch.js';
import { KiteAuthClient } from './kite-auth.client.js';
import { KiteConnectionRepository } from './kite-connection.repository.js';
import { TokenVault } from './token-vault.js';

/** A connection's status, mode and disconnection, and the admin's choice of feed account. */
@Injectable()
export class BrokerConnectionService {
  constructor(
    private readonly config: PortfolioConfig,
    private readonly repo: KiteConnectionRepository,
    private readonly tokens: ConnectionTokens,
    private readonly vault: TokenVault,
    private readonly kite: KiteAuthClient,
    private readonly events: ConnectionEvents,
    private readonly expiry: FeedExpiryWatch,
    private readonly clock: ConnectionClock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async status(userId: string): Promise<BrokerStatus> {
    return toBrokerStatus(await this.repo.connection(userId), this.clock.now(), this.config.kiteConfigured);
  }

  /**
   * Logs the token out at Kite and forgets it here. Kite failing to confirm (down, or the token already
   * dead) does not keep the token: it is forgotten anyway, and the answer says Kite was not told.
   */
  async disconnect(userId: string): Promise<{ broker: BrokerStatus; warning?: string }> {
    const row = await this.repo.connection(userId);
    const token = row ? await this.tokens.tokenOf(row) : null;
    let warning: string | undefined;
    if (token && this.config.kiteConfigured) {
      try {
        await this.kite.invalidate(token);
      } catch (e) {
        warning = `Kite did not confirm the logout (${(e as Error).message}); the token is forgotten here anyway`;
        this.logger.warn({ userId, err: (e as Error).message }, 'Kite logout failed; the token is forgotten anyway');
      }
    }
    if (row && row.state !== 'disconnected') {
      await this.repo.forget(userId, 'Disconnected by the user');
      this.logger.info({ userId }, 'Zerodha account disconnected');
      this.events.connectionChanged(userId, 'disconnected', null);
      if (row.isFeedAccount) {
        this.events.feedSessionChanged(null, 'The feed account disconnected from Zerodha');
        await this.expiry.reschedule();
      }
    }
    return { broker: await this.status(userId), ...(warning ? { warning } : {}) };
  }

  async setMode(userId: string, mode: BrokerMode): Promise<BrokerStatus> {
    await this.repo.setMode(userId, mode);
    const status = await this.status(userId);
    this.events.connectionChanged(userId, status.state, status.kite_user_id);
    return status;
  }

  async connections(): Promise<BrokerConnectionSummary[]> {
    const now = this.clock.now();
    return (await this.repo.connections()).map((r) => toConnectionSummary(r, now));
  }

  /** Only a user who has connected a Zerodha account can feed the market; null clears the choice. */
  async setFeedAccount(userId: string | null): Promise<BrokerConnectionSummary[]> {
    if (!(await this.repo.setFeedAccount(userId)))
      throw new DomainError(ErrorCode.Conflict, 'That user has not connected a Zerodha account');
    this.logger.info({ feedAccount: userId }, 'feed account set');
    this.events.feedSessionChanged(
      userId,
      userId ? 'An admin chose the feed account' : 'An admin cleared the feed account',
    );
    await this.expiry.reschedule();
    return this.connections();
  }

  /** The feed account's token, sealed for the market (context 'feed'); null when none is connected. */
  async feedSession(): Promise<FeedSession | null> {
    const row = await this.repo.feedAccount();
    if (!row || connectionState(row, this.clock.now()) !== 'connected' || !this.vault.ready) return null;
    const token = await this.tokens.tokenOf(row);
    if (!token) return null;
    return {
      user_id: row.userId,
      kite_user_id: row.kiteUserId!,
      sealed_access_token: this.vault.sealForFeed(token),
      expires_at: row.expiresAt!.toISOString(),
    };
  }
}
