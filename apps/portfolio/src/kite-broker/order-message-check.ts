import { checksumMatches, orderChecksum } from '@app/kite';

export type OrderMessageCheck =
  | { ok: true; kiteUserId: string; data: Record<string, unknown> }
  | { ok: false; reason: string; orderId: string | null };

/**
 * Accepts a ticker `order` message only when its checksum is SHA-256(order_id + order_timestamp +
 * api_secret), as Kite signs postbacks: anyone able to publish on the bus could otherwise invent fills.
 */
export function checkOrderMessage(data: unknown, apiSecret: string | undefined): OrderMessageCheck {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const orderId = typeof d.order_id === 'string' && d.order_id.length <= 64 ? d.order_id : null;
  if (!apiSecret) return { ok: false, reason: 'KITE_API_SECRET is not configured', orderId };
  if (!orderId || typeof d.order_timestamp !== 'string') {
    return { ok: false, reason: 'order_id or order_timestamp missing', orderId };
  }
  if (!checksumMatches(orderChecksum(orderId, d.order_timestamp, apiSecret), d.checksum)) {
    return { ok: false, reason: 'checksum does not match', orderId };
  }
  if (typeof d.user_id !== 'string' || d.user_id === '') return { ok: false, reason: 'user_id missing', orderId };
  return { ok: true, kiteUserId: d.user_id, data: d };
}
