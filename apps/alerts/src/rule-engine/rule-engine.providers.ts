import type { Provider, Type } from '@nestjs/common';
import { RuleEngine } from './rule-engine.service.js';
import { RuleFiresRepository } from './rule-fires.repository.js';
import { RuleReferences } from './rule-references.js';

/** The message handlers of this part of the alerts service. */
export const RULE_ENGINE_CONTROLLERS: Type[] = [];
/** The providers of this part of the alerts service. */
export const RULE_ENGINE_PROVIDERS: Provider[] = [RuleFiresRepository, RuleReferences, RuleEngine];
