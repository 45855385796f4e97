import type { Provider } from '@nestjs/common';
import { PortfolioConfig } from '../config/portfolio.config.js';
import { BrokerConnectionService } from './broker-connection.service.js';
import { ConnectionClock } from './connection-clock.js';
import { ConnectionEvents } from './connection-events.js';
import { ConnectionTokens } from './connection-tokens.js';
import { FeedExpiryWatch } from './feed-expiry.watch.js';
import { KiteAuthClient } from './kite-auth.client.js';
import { KiteConnectionRepository } from './kite-connection.repository.js';
import { KiteLoginService } from './kite-login.service.js';
import { KiteSessions } from './kite-sessions.js';
import { StoredKiteSessions } from './stored-kite-sessions.js';
import { TokenVault } from './token-vault.js';

/** Everything the connection needs; `KiteSessions` is what the broker-data side injects. */
export const KITE_CONNECTION_PROVIDERS: Provider[] = [
  {
    provide: TokenVault,
    inject: [PortfolioConfig],
    useFactory: (c: PortfolioConfig) => new TokenVault(c.BROKER_TOKEN_KEYS),
  },
  ConnectionClock,
  ConnectionEvents,
  ConnectionTokens,
  KiteConnectionRepository,
  KiteAuthClient,
  FeedExpiryWatch,
  KiteLoginService,
  BrokerConnectionService,
  { provide: KiteSessions, useClass: StoredKiteSessions },
];
