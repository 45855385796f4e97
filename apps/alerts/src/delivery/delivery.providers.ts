import type { Provider, Type } from '@nestjs/common';
import { SenderRegistry } from './channel-sender.js';
import { DeliveryDispatcher } from './delivery-dispatcher.service.js';
import { DeliveryLogController } from './delivery-log.controller.js';
import { DeliveryLogRepository } from './delivery-log.repository.js';
import { DeliveryTargetsRepository } from './delivery-targets.repository.js';
import { EmailSender } from './email.sender.js';
import { InAppSender } from './in-app.sender.js';
import { MailTransport } from './mail-transport.js';
import { OutboxRepository } from './outbox.repository.js';
import { OutboxSignal } from './outbox-signal.js';
import { WebhookSender } from './webhook.sender.js';

/** The message handlers of this part of the alerts service. */
export const DELIVERY_CONTROLLERS: Type[] = [DeliveryLogController];
/** The providers of this part of the alerts service. */
export const DELIVERY_PROVIDERS: Provider[] = [
  SenderRegistry,
  MailTransport,
  OutboxRepository,
  OutboxSignal,
  DeliveryLogRepository,
  DeliveryTargetsRepository,
  InAppSender,
  WebhookSender,
  EmailSender,
  DeliveryDispatcher,
];
