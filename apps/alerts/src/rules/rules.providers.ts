import type { Provider, Type } from '@nestjs/common';

/** The message handlers of this part of the alerts service. */
export const RULES_CONTROLLERS: Type[] = [];
/** The providers of this part of the alerts service. */
export const RULES_PROVIDERS: Provider[] = [];
