import type { Provider, Type } from '@nestjs/common';
import { RuleChanges } from './rule-changes.js';
import { RulesClock } from './rules-clock.js';
import { RulesController } from './rules.controller.js';
import { RulesRepository } from './rules.repository.js';
import { RulesService } from './rules.service.js';

/** The message handlers of this part of the alerts service. */
export const RULES_CONTROLLERS: Type[] = [RulesController];
/** The providers of this part of the alerts service. */
export const RULES_PROVIDERS: Provider[] = [RulesRepository, RulesService, RuleChanges, RulesClock];
