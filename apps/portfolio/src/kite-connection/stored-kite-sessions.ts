import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@app/common';
import { PortfolioConfig } from '../config/portfolio.config.js';
import { ConnectionClock } from './connection-clock.js';
import { ConnectionEvents } from './connection-events.js';
import { connectionState } from './connection-status.js';
import { ConnectionTokens } from './connection-tokens.js';
import { FeedExpiryWatch } from './feed-expiry.watch.js';
import { KiteConnectionRepository } from './kite-connection.repository.js';
import { KiteSessions, type KiteUserSession } from './kite-sessions.js';

/** KiteSessions from the stored connections: what the broker-data side calls Kite with. */
@Injectable()
export class StoredKiteSessions extends KiteSessions {
  constructor(
    private readonly config: PortfolioConfig,
    private readonly repo: KiteConnectionRepository,
    private readonly tokens: ConnectionTokens,
    private readonly events: ConnectionEvents,
    private readonly expiry: FeedExpiryWatch,
    private readonly clock: ConnectionClock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
  }

  async liveSession(userId: string): Promise<KiteUserSession | null> {
    if (!this.config.kiteConfigured) return null;
    const row = await this.repo.connection(userId);
    if (!row || row.mode !== 'live' || connectionState(row, this.clock.now()) !== 'connected') return null;
    const accessToken = await this.tokens.tokenOf(row);
    if (!accessToken) return null;
    return {
      userId,
      kiteUserId: row.kiteUserId!,
      apiKey: this.config.KITE_API_KEY!,
      accessToken,
      expiresAt: row.expiresAt!,
    };
  }

  async markExpired(userId: string, reason: string): Promise<void> {
    const row = await this.repo.markExpired(userId, reason);
    if (!row) return;
    this.logger.warn({ userId, reason }, 'Zerodha session expired');
    this.events.connectionChanged(userId, 'expired', row.kiteUserId);
    if (row.isFeedAccount) {
      this.events.feedSessionChanged(null, `The feed account's Kite session expired: ${reason}`);
      await this.expiry.reschedule();
    }
  }

  userIdOfKiteUser(kiteUserId: string): Promise<string | null> {
    return this.repo.userIdOfKiteUser(kiteUserId);
  }
}
