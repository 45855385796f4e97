import { describe, expect, it } from '@jest/globals';
import { TokenGenerator } from './token-generator.js';

describe('TokenGenerator', () => {
  const tokens = new TokenGenerator();

  describe('generate', () => {
    it('makes a 43-character base64url token (256 bits, no padding)', () => {
      const token = tokens.generate();

      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    });

    it('makes a different token every time', () => {
      const made = Array.from({ length: 200 }, () => tokens.generate());

      expect(new Set(made).size).toBe(200);
    });
  });

  describe('hash', () => {
    it('is the SHA-256 of the token as 64 lower-case hex characters', () => {
      expect(tokens.hash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    });

    it('is stable for the same token', () => {
      const token = tokens.generate();

      expect(tokens.hash(token)).toMatch(/^[0-9a-f]{64}$/);
      expect(tokens.hash(token)).toBe(tokens.hash(token));
    });

    it('differs for different tokens', () => {
      expect(tokens.hash(tokens.generate())).not.toBe(tokens.hash(tokens.generate()));
    });

    it('does not contain the token', () => {
      const token = tokens.generate();

      expect(tokens.hash(token)).not.toContain(token);
    });
  });
});
