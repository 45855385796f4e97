import { Inject, Injectable } from '@nestjs/common';
import type { ChannelSettingsReply, PushEndpointDto, PushSubscriptionDto } from '@app/contracts';
import { AlertsConfig } from '../config/alerts.config.js';
import { invalidField, notConfigured } from './channel-errors.js';
import { ChannelSecrets } from './channel-secrets.js';
import { nextDefaults } from './channel-settings-change.js';
import { ChannelSettingsRepository } from './channel-settings.repository.js';
import { ChannelSettingsService } from './channel-settings.service.js';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.js';

/** Browsers per user: every alert is sent to each, so the fan-out of one alert stays bounded. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

/** The browsers a user gets web push in. */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    private readonly pushes: PushSubscriptionsRepository,
    private readonly settings: ChannelSettingsRepository,
    private readonly channels: ChannelSettingsService,
    private readonly secrets: ChannelSecrets,
    @Inject(AlertsConfig) private readonly config: AlertsConfig,
  ) {}

  async subscribe(userId: string, dto: PushSubscriptionDto, userAgent: string | null): Promise<ChannelSettingsReply> {
    if (!this.config.webPushConfigured) {
      throw notConfigured('web push', 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, ALERT_SECRET_KEYS');
    }
    // Push services speak https; plain http is only for a local one (the switch that lets webhooks reach it).
    if (!dto.endpoint.toLowerCase().startsWith('https://') && !this.config.WEBHOOK_ALLOW_PRIVATE) {
      throw invalidField('endpoint', 'endpoint must be an https URL');
    }
    const existing = await this.pushes.list(userId);
    if (existing.length >= MAX_PUSH_SUBSCRIPTIONS && !existing.some((s) => s.endpoint === dto.endpoint)) {
      throw invalidField('endpoint', `at most ${MAX_PUSH_SUBSCRIPTIONS} browsers can receive web push`);
    }
    const keys = this.secrets.seal(
      JSON.stringify({ p256dh: dto.keys.p256dh, auth: dto.keys.auth }),
      userId,
      'web push',
    );
    await this.pushes.upsert(userId, dto.endpoint, keys, userAgent ? userAgent.slice(0, 300) : null);
    return this.channels.get(userId);
  }

  /** Forgets a browser; when it was the last one, web push leaves the defaults. */
  async unsubscribe(userId: string, dto: PushEndpointDto): Promise<ChannelSettingsReply> {
    if (await this.pushes.deleteByEndpoint(userId, dto.endpoint)) {
      const row = await this.settings.get(userId);
      const count = await this.pushes.count(userId);
      if (row && count === 0 && row.defaults.includes('web_push')) {
        await this.settings.save({ ...row, defaults: nextDefaults(row, undefined, 0) });
      }
    }
    return this.channels.get(userId);
  }
}
