import type { Provider, Type } from '@nestjs/common';
import { SenderRegistry } from './channel-sender.js';
import { MailTransport } from './mail-transport.js';

/** The message handlers of this part of the alerts service. */
export const DELIVERY_CONTROLLERS: Type[] = [];
/** The providers of this part of the alerts service. */
export const DELIVERY_PROVIDERS: Provider[] = [SenderRegistry, MailTransport];
