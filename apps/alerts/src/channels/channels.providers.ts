import type { Provider, Type } from '@nestjs/common';

/** The message handlers of this part of the alerts service. */
export const CHANNELS_CONTROLLERS: Type[] = [];
/** The providers of this part of the alerts service. */
export const CHANNELS_PROVIDERS: Provider[] = [];
