import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import webPush from 'web-push';
import { LOGGER } from '@app/common';
import { AlertsConfig } from '../config/alerts.config.js';
import {
  PermanentDeliveryError,
  SenderRegistry,
  type ChannelSender,
  type DeliveryJob,
} from '../delivery/channel-sender.js';
import { pushTopic } from './channel-codes.js';
import { ChannelSecrets } from './channel-secrets.js';
import { PushSubscriptionsRepository, type PushSubscriptionRow } from './push-subscriptions.repository.js';

/** A push waits at the push service for a day at most: an alert older than that is news no longer. */
export const PUSH_TTL_SECONDS = 86_400;

/** What the service worker receives (decrypted) for one alert. */
export interface AlertPushPayload {
  id: string;
  title: string;
  body: string;
  url: string;
  fired_at: string;
}

export function alertPushPayload(job: DeliveryJob): AlertPushPayload {
  return {
    id: job.id,
    title: `${job.fire.tradingsymbol ?? 'Portfolio'} alert`,
    body: job.fire.message,
    url: '/dashboard/alerts',
    fired_at: job.fire.fired_at,
  };
}

type PushOutcome = 'accepted' | 'gone' | 'failed';

/**
 * Sends an alert to every browser the user subscribed, encrypted for each (RFC 8291) and signed with
 * the server's VAPID key. The topic is the delivery's id, so a push service holding an undelivered
 * copy replaces it with a retried one instead of showing both.
 */
@Injectable()
export class WebPushSender implements ChannelSender {
  readonly channel = 'web_push' as const;

  constructor(
    registry: SenderRegistry,
    private readonly pushes: PushSubscriptionsRepository,
    private readonly secrets: ChannelSecrets,
    @Inject(AlertsConfig) private readonly config: AlertsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    registry.register(this);
  }

  async send(job: DeliveryJob): Promise<void> {
    if (!this.config.webPushConfigured) throw new PermanentDeliveryError('web push is not configured on this server');
    const subscriptions = await this.pushes.list(job.userId);
    if (subscriptions.length === 0) throw new PermanentDeliveryError('no browser is subscribed to web push');
    const payload = JSON.stringify(alertPushPayload(job));
    const outcomes = await Promise.all(subscriptions.map((s) => this.pushTo(s, payload, job.id)));
    if (outcomes.includes('accepted')) return;
    if (outcomes.every((o) => o === 'gone')) throw new PermanentDeliveryError('every subscribed browser has gone');
    throw new Error('no push service accepted the alert');
  }

  private async pushTo(subscription: PushSubscriptionRow, payload: string, deliveryId: string): Promise<PushOutcome> {
    const keys = this.secrets.tryOpen(subscription.keys_enc, subscription.user_id);
    if (!keys) return 'failed';
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: JSON.parse(keys) as { p256dh: string; auth: string } },
      payload,
      {
        vapidDetails: {
          subject: this.config.VAPID_SUBJECT,
          publicKey: this.config.VAPID_PUBLIC_KEY!,
          privateKey: this.config.VAPID_PRIVATE_KEY!,
        },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        topic: pushTopic(deliveryId),
        contentEncoding: 'aes128gcm',
      },
    );
    try {
      // fetch rather than sendNotification: the same request, with one timeout for the whole call.
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        signal: AbortSignal.timeout(this.config.DELIVERY_TIMEOUT_MS),
        redirect: 'error',
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === 404 || res.status === 410) {
        // The browser unsubscribed or the subscription expired: it will never take a push again.
        await this.pushes.deleteById(subscription.id);
        return 'gone';
      }
      if (res.ok) return 'accepted';
      this.logger.warn({ status: res.status, origin: new URL(subscription.endpoint).origin }, 'push service refused');
      return 'failed';
    } catch (e) {
      this.logger.warn({ err: (e as Error).message, origin: new URL(subscription.endpoint).origin }, 'push failed');
      return 'failed';
    }
  }
}
