import { Injectable } from '@nestjs/common';
import { SecretCipher, parseKeyRing } from '@app/common';
import { AlertsConfig } from '../config/alerts.config.js';
import {
  PermanentDeliveryError,
  RetryLaterError,
  SenderRegistry,
  type ChannelSender,
  type DeliveryJob,
} from './channel-sender.js';
import { retryAfterMs } from './retry-delay.js';
import { DeliveryTargetsRepository } from './delivery-targets.repository.js';
import { postWebhook } from './webhook-post.js';
import { webhookSignature } from './webhook-signature.js';

const USER_AGENT = 'PortfolioAlerts-Webhook/1';

/** What a webhook's answer means: delivered, a retry, or dead at once. */
export function webhookStatusOutcome(status: number): 'delivered' | 'retry' | 'permanent' {
  if (status >= 200 && status < 300) return 'delivered';
  // A timeout or rate limit is the receiver's passing state; any other 4xx is its lasting refusal.
  if (status === 408 || status === 429) return 'retry';
  if (status >= 400 && status < 500) return 'permanent';
  return 'retry';
}

/**
 * Webhook alerts: a signed JSON POST {id, fire} to the user's URL. The delivery id rides in X-Alert-Id
 * (the same on every retry) and the signature binds the timestamp to the raw body.
 */
@Injectable()
export class WebhookSender implements ChannelSender {
  readonly channel = 'webhook' as const;
  private readonly cipher?: SecretCipher;

  constructor(
    registry: SenderRegistry,
    private readonly config: AlertsConfig,
    private readonly targets: DeliveryTargetsRepository,
  ) {
    if (config.ALERT_SECRET_KEYS)
      this.cipher = new SecretCipher(parseKeyRing(config.ALERT_SECRET_KEYS, 'ALERT_SECRET_KEYS'));
    registry.register(this);
  }

  async send(job: DeliveryJob): Promise<void> {
    if (!this.cipher) throw new PermanentDeliveryError('webhooks are not offered by this server');
    const t = await this.targets.forUser(job.userId);
    if (!t?.webhookUrl || !t.webhookSecretSealed) throw new PermanentDeliveryError('no webhook is set up');
    let secret: string;
    try {
      secret = this.cipher.open(t.webhookSecretSealed, job.userId);
    } catch {
      throw new PermanentDeliveryError('the webhook secret cannot be opened; set the webhook again');
    }
    const body = JSON.stringify({ id: job.id, fire: job.fire });
    const timestamp = Math.floor(Date.now() / 1000);
    const { status, retryAfter } = await postWebhook({
      url: t.webhookUrl,
      body,
      timeoutMs: this.config.DELIVERY_TIMEOUT_MS,
      allowPrivate: this.config.WEBHOOK_ALLOW_PRIVATE,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': USER_AGENT,
        'X-Alert-Id': job.id,
        'X-Alert-Timestamp': String(timestamp),
        'X-Alert-Signature': webhookSignature(secret, timestamp, body),
      },
    });
    const outcome = webhookStatusOutcome(status);
    if (outcome === 'permanent') throw new PermanentDeliveryError(`the webhook answered ${status}`);
    if (outcome !== 'retry') return;
    // A receiver that is rate limiting or down for a while may say when to come back (429, 503).
    const afterMs = retryAfterMs(retryAfter, Date.now());
    if (afterMs !== undefined) throw new RetryLaterError(`the webhook answered ${status}`, afterMs);
    throw new Error(`the webhook answered ${status}`);
  }
}
