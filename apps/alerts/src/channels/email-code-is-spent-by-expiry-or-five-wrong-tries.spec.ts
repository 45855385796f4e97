import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { CODE_TTL_MS, MAX_CODE_TRIES, hashCode, judgeEmailCode, newEmailCode, resentTooSoon } from './channel-codes.js';

const issuedAt = new Date('2026-03-02T04:00:00.000Z');
const stored = (triesBefore: number) => ({
  hash: hashCode('004217'),
  expiresAt: new Date(issuedAt.getTime() + CODE_TTL_MS),
  triesBefore,
});
const at = (minutes: number) => new Date(issuedAt.getTime() + minutes * 60_000);

describe('an email verification code', () => {
  it('is six digits, zero-padded, from the drawn number', () => {
    expect(newEmailCode(() => 4217)).toBe('004217');
    expect(newEmailCode(() => 999_999)).toBe('999999');
    expect(newEmailCode(() => 0)).toBe('000000');
  });

  it('is kept as its SHA-256 hash, never as the code', () => {
    expect(hashCode('004217')).toBe(createHash('sha256').update('004217').digest('hex'));
    expect(hashCode('004217')).not.toContain('004217');
  });

  it('is right within 15 minutes and wrong when it differs', () => {
    expect(judgeEmailCode(stored(0), '004217', at(14))).toBe('right');
    expect(judgeEmailCode(stored(0), '004218', at(1))).toBe('wrong');
  });

  it('expires at 15 minutes', () => {
    expect(judgeEmailCode(stored(0), '004217', at(15))).toBe('expired');
  });

  it('takes four wrong tries and the right fifth, then refuses even the right code', () => {
    expect(MAX_CODE_TRIES).toBe(5);
    expect(judgeEmailCode(stored(4), '004217', at(2))).toBe('right');
    expect(judgeEmailCode(stored(5), '004217', at(2))).toBe('exhausted');
  });

  it('is none when no code is pending', () => {
    expect(judgeEmailCode({ hash: null, expiresAt: null, triesBefore: 0 }, '004217', at(1))).toBe('none');
  });

  it('is not sent again to the same address within a minute of the last', () => {
    const pending = { address: 'asha@example.com', expiresAt: new Date(issuedAt.getTime() + CODE_TTL_MS) };
    expect(resentTooSoon(pending, 'asha@example.com', new Date(issuedAt.getTime() + 59_000))).toBe(true);
    expect(resentTooSoon(pending, 'asha@example.com', new Date(issuedAt.getTime() + 60_000))).toBe(false);
    expect(resentTooSoon(pending, 'ravi@example.com', new Date(issuedAt.getTime() + 1_000))).toBe(false);
  });
});
