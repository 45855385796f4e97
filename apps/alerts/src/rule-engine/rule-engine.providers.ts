import type { Provider, Type } from '@nestjs/common';

/** The message handlers of this part of the alerts service. */
export const RULE_ENGINE_CONTROLLERS: Type[] = [];
/** The providers of this part of the alerts service. */
export const RULE_ENGINE_PROVIDERS: Provider[] = [];
