import { describe, expect, it } from '@jest/globals';
import { orderChecksum } from '@app/kite';
import { checkOrderMessage } from './order-message-check.js';

const SECRET = 'api-secret-of-the-app';
const message = (over: Record<string, unknown> = {}) => ({
  order_id: '151220000000000',
  order_timestamp: '2026-11-24 10:15:01',
  user_id: 'AB1234',
  status: 'COMPLETE',
  checksum: orderChecksum('151220000000000', '2026-11-24 10:15:01', SECRET),
  ...over,
});

describe("a ticker order message is taken only with Kite's checksum", () => {
  it('accepts SHA-256(order_id + order_timestamp + api_secret) and names the Kite user', () => {
    expect(checkOrderMessage(message(), SECRET)).toMatchObject({ ok: true, kiteUserId: 'AB1234' });
  });

  it('refuses a checksum made with another secret', () => {
    const forged = message({ checksum: orderChecksum('151220000000000', '2026-11-24 10:15:01', 'guess') });
    expect(checkOrderMessage(forged, SECRET)).toEqual({
      ok: false,
      reason: 'checksum does not match',
      orderId: '151220000000000',
    });
  });

  it('refuses a message whose timestamp was changed after signing', () => {
    expect(checkOrderMessage(message({ order_timestamp: '2026-11-24 10:15:02' }), SECRET).ok).toBe(false);
  });

  it('refuses a message without a checksum, order id or user, and anything when no secret is configured', () => {
    expect(checkOrderMessage(message({ checksum: undefined }), SECRET).ok).toBe(false);
    expect(checkOrderMessage(message({ order_id: 42 }), SECRET).ok).toBe(false);
    expect(checkOrderMessage(message({ user_id: '' }), SECRET).ok).toBe(false);
    expect(checkOrderMessage('not an object', SECRET).ok).toBe(false);
    expect(checkOrderMessage(message(), undefined)).toMatchObject({
      ok: false,
      reason: 'KITE_API_SECRET is not configured',
    });
  });
});
