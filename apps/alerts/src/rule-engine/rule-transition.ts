import { COOLDOWN_MS } from '../evaluator/target-cooldown.js';
import type { WatchedRule, WatchedState } from './watched-rule.js';

/** What a tick did to a rule: nothing, fire it, mark it reached in its cooldown, or re-arm it. */
export type RuleOutcome = 'none' | 'fire' | 'suppress' | 'rearm';

export type TransitionInput = Pick<WatchedRule, 'state' | 'recurring' | 'lastFiredAt' | 'expiresAt'>;

/** True at and after the rule's expiry. */
export const isExpired = (rule: Pick<WatchedRule, 'expiresAt'>, now: number): boolean =>
  rule.expiresAt !== null && now >= rule.expiresAt;

/**
 * The transition of one rule at one evaluation. A fired one-shot rule is done. An armed rule whose
 * level was reached fires, unless it fired within the cooldown (the spec's 5 minutes): then it waits
 * triggered, without an alert, for the price to go back by 1 %. A triggered recurring rule re-arms
 * once the price is back across its level by more than 1 %. Nothing happens at or after expiry.
 */
export function ruleOutcome(rule: TransitionInput, crossed: boolean, rearms: boolean, now: number): RuleOutcome {
  if (rule.state === 'fired' || isExpired(rule, now)) return 'none';
  if (rule.state === 'triggered') return rule.recurring && rearms ? 'rearm' : 'none';
  if (!crossed) return 'none';
  if (rule.lastFiredAt !== null && now - rule.lastFiredAt < COOLDOWN_MS) return 'suppress';
  return 'fire';
}

/** The state a fire leaves: one-shot rules are done, recurring ones wait to re-arm. */
export const stateAfterFire = (recurring: boolean): WatchedState => (recurring ? 'triggered' : 'fired');
