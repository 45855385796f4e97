import { createHash, timingSafeEqual } from 'node:crypto';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** `POST /session/token`'s checksum: hex SHA-256 of api_key + request_token + api_secret. */
export function sessionChecksum(apiKey: string, requestToken: string, apiSecret: string): string {
  return sha256(apiKey + requestToken + apiSecret);
}

/** An order postback's (and a ticker `order` message's) checksum: SHA-256 of order_id + order_timestamp + api_secret. */
export function orderChecksum(orderId: string, orderTimestamp: string, apiSecret: string): string {
  return sha256(orderId + orderTimestamp + apiSecret);
}

/** Compares in constant time, so a forged checksum learns nothing from how long the refusal took. */
export function checksumMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}
