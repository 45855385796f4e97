import type { Provider, Type } from '@nestjs/common';
import { RuleEngine } from './rule-engine.service.js';
import { RuleFiresRepository } from './rule-fires.repository.js';
import { RuleReferences } from './rule-references.js';
import { RulesCalendar } from './rules-calendar.service.js';

/** The message handlers of this part of the alerts service. */
export const RULE_ENGINE_CONTROLLERS: Type[] = [];
/** The providers of this part of the alerts service. */
export const RULE_ENGINE_PROVIDERS: Provider[] = [RulesCalendar, RuleFiresRepository, RuleReferences, RuleEngine];
