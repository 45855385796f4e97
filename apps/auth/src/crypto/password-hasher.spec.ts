import { describe, expect, it } from '@jest/globals';
import { PasswordHasher } from './password-hasher.js';

const PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  describe('hash', () => {
    it('produces an argon2id hash with the OWASP minimum parameters', async () => {
      const hashed = await hasher.hash('correct horse 1');

      expect(hashed.startsWith(PREFIX)).toBe(true);
      expect(hashed.slice(PREFIX.length)).toMatch(/^[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    });

    it('never contains the password', async () => {
      const hashed = await hasher.hash('plaintext-password-9');

      expect(hashed).not.toContain('plaintext-password-9');
    });

    it('salts every hash, so the same password hashes differently', async () => {
      const [a, b] = await Promise.all([hasher.hash('same-password-1'), hasher.hash('same-password-1')]);

      expect(a).not.toBe(b);
    });
  });

  describe('verify', () => {
    it('accepts the right password', async () => {
      const hashed = await hasher.hash('s3cret-pass');

      await expect(hasher.verify(hashed, 's3cret-pass')).resolves.toBe(true);
    });

    it.each(['s3cret-pasS', 's3cret-pass ', '', 's3cret'])('refuses the wrong password %j', async (wrong) => {
      const hashed = await hasher.hash('s3cret-pass');

      await expect(hasher.verify(hashed, wrong)).resolves.toBe(false);
    });

    it.each([
      ['garbage', 'not-a-hash'],
      ['an empty string', ''],
      ['a truncated hash', `${PREFIX}c2FsdA`],
      ['a bcrypt hash', '$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy'],
    ])('answers false instead of throwing for %s', async (_label, malformed) => {
      await expect(hasher.verify(malformed, 'any-password-1')).resolves.toBe(false);
    });
  });

  describe('burn', () => {
    it('resolves without a result, also when called again', async () => {
      const burner = new PasswordHasher();

      await expect(burner.burn('whatever-1')).resolves.toBeUndefined();
      await expect(burner.burn('timing-equaliser-0')).resolves.toBeUndefined();
    });
  });
});
