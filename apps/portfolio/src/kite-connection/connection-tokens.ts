import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@app/common';
import type { ConnectionRow } from './connection-row.js';
import { KiteConnectionRepository } from './kite-connection.repository.js';
import { TokenVault } from './token-vault.js';

/** Opens a row's sealed token; one sealed with an older key is re-sealed with the current key as it is read. */
@Injectable()
export class ConnectionTokens {
  constructor(
    private readonly vault: TokenVault,
    private readonly repo: KiteConnectionRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The clear token, or null when the row has none or it no longer opens (a key dropped from the ring). */
  async tokenOf(row: ConnectionRow): Promise<string | null> {
    const sealed = row.sealedAccessToken;
    if (!sealed || !this.vault.ready) return null;
    try {
      const { token, resealed } = this.vault.open(sealed, row.userId);
      if (resealed) {
        await this.repo.reseal(row.userId, sealed, resealed, this.vault.currentKeyId);
        this.logger.info(
          { userId: row.userId, keyId: this.vault.currentKeyId },
          'broker token re-sealed with the current key',
        );
      }
      return token;
    } catch (e) {
      this.logger.error({ userId: row.userId, err: (e as Error).message }, 'a stored broker token does not open');
      return null;
    }
  }
}
