import { randomUUID } from 'node:crypto';
import type { AlertChannel, RuleFire } from '@app/contracts';
import type { DeliveryJob } from '../../apps/alerts/src/delivery/channel-sender.js';

/** A fire as the rule engine stores it: INFY above ₹1,600 at ₹1,604.50. */
export const alertFire = (over: Partial<RuleFire> = {}): RuleFire => ({
  id: randomUUID(),
  rule_id: null,
  kind: 'price_above',
  instrument_token: 408065,
  tradingsymbol: 'INFY',
  level: 1600,
  observed: 1604.5,
  message: 'INFY crossed above ₹1,600.00 (now ₹1,604.50)',
  fired_at: '2026-03-02T04:05:06.000Z',
  ...over,
});

/** One try of one delivery, as the dispatcher hands it to a sender. */
export const deliveryJob = (userId: string, channel: AlertChannel, fire = alertFire()): DeliveryJob => ({
  id: randomUUID(),
  userId,
  channel,
  attempts: 0,
  fire,
});

/** The error a send failed with, or null when it succeeded. */
export const sendError = (p: Promise<void>): Promise<Error | null> =>
  p.then(
    () => null,
    (e: Error) => e,
  );
