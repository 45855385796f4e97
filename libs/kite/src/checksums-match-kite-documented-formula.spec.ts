import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { checksumMatches, orderChecksum, sessionChecksum } from './checksums.js';

describe("Kite's checksums", () => {
  it('the session checksum is SHA-256 of api_key + request_token + api_secret, in that order', () => {
    const expected = createHash('sha256')
      .update('key123' + 'req456' + 'secret789')
      .digest('hex');
    expect(sessionChecksum('key123', 'req456', 'secret789')).toBe(expected);
    expect(sessionChecksum('req456', 'key123', 'secret789')).not.toBe(expected);
  });
  it('the order checksum is SHA-256 of order_id + order_timestamp + api_secret', () => {
    const expected = createHash('sha256')
      .update('151220000000000' + '2026-11-24 10:15:02' + 's3')
      .digest('hex');
    expect(orderChecksum('151220000000000', '2026-11-24 10:15:02', 's3')).toBe(expected);
  });
  it('a checksum of another length, another value or not a string does not match', () => {
    const good = sessionChecksum('a', 'b', 'c');
    expect(checksumMatches(good, good)).toBe(true);
    expect(checksumMatches(good, good.slice(1))).toBe(false);
    expect(checksumMatches(good, good.replace(/.$/, good.endsWith('0') ? '1' : '0'))).toBe(false);
    expect(checksumMatches(good, undefined)).toBe(false);
  });
});
