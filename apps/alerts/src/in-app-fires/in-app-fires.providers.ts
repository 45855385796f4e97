import type { Provider, Type } from '@nestjs/common';
import { InAppFiresController } from './in-app-fires.controller.js';
import { InAppFiresRepository } from './in-app-fires.repository.js';

/** The message handlers of this part of the alerts service. */
export const IN_APP_FIRES_CONTROLLERS: Type[] = [InAppFiresController];
/** The providers of this part of the alerts service. */
export const IN_APP_FIRES_PROVIDERS: Provider[] = [InAppFiresRepository];
