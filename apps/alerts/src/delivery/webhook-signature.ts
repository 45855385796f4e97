import { createHmac } from 'node:crypto';

/**
 * The signature a webhook receiver checks: `v1=` and the hex HMAC-SHA256, under the user's webhook
 * secret, of the Unix timestamp (seconds), a dot and the raw body. Binding the timestamp lets a receiver
 * refuse an old request replayed at it; the X-Alert-Id header lets it drop a repeated delivery.
 */
export function webhookSignature(secret: string, timestampSeconds: number, rawBody: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex')}`;
}
