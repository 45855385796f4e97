import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { FEED_CONTEXT, TokenVault } from './token-vault.js';

const key = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;
const userId = '0b6f7c9e-3a52-4d8e-9a7e-2f4c1d5e6a7b';

describe('a token sealed with a key that was rotated out of first place', () => {
  const old = key('k1');
  const next = key('k2');

  it('opens, and comes with the same token sealed with the current key', () => {
    const sealed = new TokenVault(old).seal('the-token', userId);
    const rotated = new TokenVault(`${next},${old}`);
    const { token, resealed } = rotated.open(sealed, userId);
    expect(token).toBe('the-token');
    expect(resealed).toMatch(/^v1\.k2\./);
    expect(rotated.open(resealed!, userId)).toEqual({ token: 'the-token', resealed: null });
  });

  it("does not open for another user, nor does the feed's copy open for the owner", () => {
    const vault = new TokenVault(old);
    expect(() => vault.open(vault.seal('t', userId), 'someone-else')).toThrow();
    const feed = vault.sealForFeed('t');
    expect(() => vault.open(feed, userId)).toThrow();
    expect(FEED_CONTEXT).toBe('feed');
  });

  it('is not ready without a key ring', () => {
    expect(new TokenVault(undefined).ready).toBe(false);
  });
});
