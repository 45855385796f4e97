import { SecretCipher, parseKeyRing } from '@app/common';

/** The literal context the feed account's token is sealed with for the market service. */
export const FEED_CONTEXT = 'feed';

/**
 * Seals and opens broker access tokens with the BROKER_TOKEN_KEYS ring. A row's token is bound to its
 * owner's user id, so a ciphertext moved onto another user's row does not open there.
 */
export class TokenVault {
  private readonly cipher: SecretCipher | null;

  constructor(keyRing: string | undefined) {
    this.cipher = keyRing ? new SecretCipher(parseKeyRing(keyRing, 'BROKER_TOKEN_KEYS')) : null;
  }

  get ready(): boolean {
    return this.cipher !== null;
  }

  get currentKeyId(): string {
    return this.required().currentKeyId;
  }

  seal(token: string, userId: string): string {
    return this.required().seal(token, userId);
  }

  /** The token, and when it was sealed with an older key, the same token sealed with the current one. */
  open(sealed: string, userId: string): { token: string; resealed: string | null } {
    const cipher = this.required();
    const token = cipher.open(sealed, userId);
    return { token, resealed: cipher.isStale(sealed) ? cipher.seal(token, userId) : null };
  }

  sealForFeed(token: string): string {
    return this.required().seal(token, FEED_CONTEXT);
  }

  private required(): SecretCipher {
    if (!this.cipher) throw new Error('BROKER_TOKEN_KEYS is not set');
    return this.cipher;
  }
}
