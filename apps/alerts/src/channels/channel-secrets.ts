import { Inject, Injectable } from '@nestjs/common';
import { SecretCipher, parseKeyRing } from '@app/common';
import { AlertsConfig } from '../config/alerts.config.js';
import { notConfigured } from './channel-errors.js';

/**
 * Seals the channel secrets kept at rest (webhook secret, push keys, Telegram chat) with the owner's id
 * as context, so a sealed value copied onto another user's row does not open there.
 */
@Injectable()
export class ChannelSecrets {
  private readonly cipher: SecretCipher | null;

  constructor(@Inject(AlertsConfig) config: AlertsConfig) {
    this.cipher = config.ALERT_SECRET_KEYS
      ? new SecretCipher(parseKeyRing(config.ALERT_SECRET_KEYS, 'ALERT_SECRET_KEYS'))
      : null;
  }

  get configured(): boolean {
    return this.cipher !== null;
  }

  seal(plaintext: string, userId: string, channel: string): string {
    if (!this.cipher) throw notConfigured(channel, 'ALERT_SECRET_KEYS');
    return this.cipher.seal(plaintext, userId);
  }

  open(sealed: string, userId: string, channel: string): string {
    if (!this.cipher) throw notConfigured(channel, 'ALERT_SECRET_KEYS');
    return this.cipher.open(sealed, userId);
  }

  /** Opens a secret, or null when it no longer opens (a key taken out of the ring). */
  tryOpen(sealed: string | null, userId: string): string | null {
    if (!sealed || !this.cipher) return null;
    try {
      return this.cipher.open(sealed, userId);
    } catch {
      return null;
    }
  }
}
