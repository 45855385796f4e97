import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** One AES-256 key of the ring, named so a stored ciphertext says which key sealed it. */
export interface CipherKey {
  id: string;
  key: Buffer;
}

export class SecretCipherError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretCipherError';
  }
}

const FORMAT = 'v1';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Reads a key ring from configuration: `id:base64key[,id:base64key...]`, each key exactly 32 bytes.
 * The first key seals new secrets; the others stay readable, so keys rotate without a migration:
 * put the new key first, keep the old one until every row has been re-sealed.
 */
export function parseKeyRing(value: string, variable: string): CipherKey[] {
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new SecretCipherError(`${variable}: no key given`);
  const seen = new Set<string>();
  return entries.map((entry, i) => {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    if (!KEY_ID.test(id)) throw new SecretCipherError(`${variable}: entry ${i + 1} must be id:base64key`);
    if (seen.has(id)) throw new SecretCipherError(`${variable}: key id "${id}" appears twice`);
    seen.add(id);
    const key = Buffer.from(entry.slice(colon + 1), 'base64');
    if (key.length !== 32)
      throw new SecretCipherError(`${variable}: key "${id}" must be 32 bytes (base64 of 32 random bytes)`);
    return { id, key };
  });
}

/**
 * AES-256-GCM for secrets kept at rest (a broker's access token). `context` (the owner's id) is bound as
 * additional data, so a ciphertext copied onto another user's row fails to open instead of working there.
 * Output: `v1.<keyId>.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export class SecretCipher {
  private readonly byId: Map<string, Buffer>;

  constructor(private readonly ring: readonly CipherKey[]) {
    if (ring.length === 0) throw new SecretCipherError('a key ring needs at least one key');
    this.byId = new Map(ring.map((k) => [k.id, k.key]));
  }

  /** The id of the key new secrets are sealed with. */
  get currentKeyId(): string {
    return this.ring[0]!.id;
  }

  seal(plaintext: string, context: string): string {
    const { id, key } = this.ring[0]!;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
    return [FORMAT, id, ...parts].join('.');
  }

  open(sealed: string, context: string): string {
    const [format, id, iv, tag, body] = sealed.split('.');
    if (format !== FORMAT || !id || iv === undefined || tag === undefined || body === undefined) {
      throw new SecretCipherError('not a sealed secret');
    }
    const key = this.byId.get(id);
    if (!key) throw new SecretCipherError(`sealed with key "${id}", which is not in the key ring`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretCipherError('the sealed secret does not open with its key and owner');
    }
  }

  /** Whether a stored secret was sealed with an older key and should be re-sealed. */
  isStale(sealed: string): boolean {
    return sealed.split('.')[1] !== this.currentKeyId;
  }
}
