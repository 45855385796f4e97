import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { SecretCipher, SecretCipherError, parseKeyRing } from './secret-cipher.js';

const key = () => randomBytes(32).toString('base64');

describe('a secret sealed at rest', () => {
  it('opens with its key and owner, and its text is not in the ciphertext', () => {
    const cipher = new SecretCipher(parseKeyRing(`k1:${key()}`, 'BROKER_TOKEN_KEYS'));
    const sealed = cipher.seal('access-token-abc123', 'user-1');
    expect(sealed.startsWith('v1.k1.')).toBe(true);
    expect(sealed).not.toContain('access-token-abc123');
    expect(cipher.open(sealed, 'user-1')).toBe('access-token-abc123');
  });

  it('sealing twice gives two different ciphertexts (a fresh IV each time)', () => {
    const cipher = new SecretCipher(parseKeyRing(`k1:${key()}`, 'K'));
    expect(cipher.seal('same', 'u')).not.toBe(cipher.seal('same', 'u'));
  });

  it("does not open on another user's row", () => {
    const cipher = new SecretCipher(parseKeyRing(`k1:${key()}`, 'K'));
    const sealed = cipher.seal('token', 'user-1');
    expect(() => cipher.open(sealed, 'user-2')).toThrow(SecretCipherError);
  });

  it('a tampered ciphertext is refused', () => {
    const cipher = new SecretCipher(parseKeyRing(`k1:${key()}`, 'K'));
    const parts = cipher.seal('token', 'u').split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => cipher.open(parts.join('.'), 'u')).toThrow(SecretCipherError);
  });

  it('after rotation, new secrets use the new key and old ones still open', () => {
    const oldKey = key();
    const before = new SecretCipher(parseKeyRing(`k1:${oldKey}`, 'K'));
    const old = before.seal('old-token', 'u');
    const after = new SecretCipher(parseKeyRing(`k2:${key()},k1:${oldKey}`, 'K'));
    expect(after.open(old, 'u')).toBe('old-token');
    expect(after.isStale(old)).toBe(true);
    const fresh = after.seal('new-token', 'u');
    expect(fresh.startsWith('v1.k2.')).toBe(true);
    expect(after.isStale(fresh)).toBe(false);
  });

  it('a ciphertext sealed with a key that was dropped from the ring names that key', () => {
    const sealed = new SecretCipher(parseKeyRing(`gone:${key()}`, 'K')).seal('t', 'u');
    expect(() => new SecretCipher(parseKeyRing(`k1:${key()}`, 'K')).open(sealed, 'u')).toThrow(/"gone"/);
  });

  it('a key ring with a short key, a missing id or a repeated id is refused, naming the variable', () => {
    expect(() => parseKeyRing('k1:' + randomBytes(16).toString('base64'), 'BROKER_TOKEN_KEYS')).toThrow(
      /BROKER_TOKEN_KEYS: key "k1" must be 32 bytes/,
    );
    expect(() => parseKeyRing(key(), 'BROKER_TOKEN_KEYS')).toThrow(/entry 1 must be id:base64key/);
    const k = key();
    expect(() => parseKeyRing(`a:${k},a:${k}`, 'BROKER_TOKEN_KEYS')).toThrow(/appears twice/);
    expect(() => parseKeyRing(' , ', 'BROKER_TOKEN_KEYS')).toThrow(/no key given/);
  });
});
