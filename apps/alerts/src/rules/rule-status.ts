import type { RuleStatus } from '@app/contracts';

/** The state column of alerts.rules: where the rule engine left the rule. */
export type RuleState = 'armed' | 'triggered' | 'fired';

/** A rule past its expiry is expired whatever its state: it watches nothing any more. */
export function ruleStatus(state: RuleState, expiresAt: Date | null, now: Date): RuleStatus {
  if (expiresAt && expiresAt.getTime() <= now.getTime()) return 'expired';
  return state;
}
