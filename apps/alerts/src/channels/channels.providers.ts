import type { Provider, Type } from '@nestjs/common';
import { ChannelSecrets } from './channel-secrets.js';
import { ChannelSettingsRepository } from './channel-settings.repository.js';
import { ChannelSettingsService } from './channel-settings.service.js';
import { ChannelsController } from './channels.controller.js';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.js';
import { PushSubscriptionsService } from './push-subscriptions.service.js';
import { TelegramBotApi } from './telegram-bot-api.js';
import { TelegramLinkPoller } from './telegram-link-poller.js';
import { TelegramPollLock } from './telegram-poll-lock.repository.js';
import { TelegramSender } from './telegram.sender.js';
import { TestFireRepository } from './test-fire.repository.js';
import { WebPushSender } from './web-push.sender.js';

/** The message handlers of this part of the alerts service. */
export const CHANNELS_CONTROLLERS: Type[] = [ChannelsController];
/** The providers of this part of the alerts service. */
export const CHANNELS_PROVIDERS: Provider[] = [
  ChannelSecrets,
  ChannelSettingsRepository,
  PushSubscriptionsRepository,
  TestFireRepository,
  ChannelSettingsService,
  PushSubscriptionsService,
  TelegramBotApi,
  TelegramPollLock,
  TelegramLinkPoller,
  TelegramSender,
  WebPushSender,
];
