import { inCooldown } from './target-cooldown.js';
import type { Target } from './target.js';

export type FireState = Pick<Target, 'state' | 'lastFiredAt'>;

/** What reaching a target did: it alerted, it was reached inside its cooldown, or it had already been reached. */
export type ReachOutcome = 'fired' | 'suppressed' | 'already-triggered';

/**
 * The state transition of a reached target. Only an armed target out of its cooldown fires, and its
 * cooldown starts now; an armed one inside its cooldown becomes triggered without an alert; a
 * triggered one is left as it is. The conditional UPDATE of AlertsRepository.claimAndStoreFires makes the
 * same transition in Postgres, which applies it to one replica at a time: of two replicas that both
 * reach the same armed target, the first fires and the second finds it already triggered.
 */
export function reachTarget(current: FireState, now: number): { outcome: ReachOutcome; next: FireState } {
  if (current.state !== 'armed') return { outcome: 'already-triggered', next: current };
  if (inCooldown(current.lastFiredAt, now))
    return { outcome: 'suppressed', next: { state: 'triggered', lastFiredAt: current.lastFiredAt } };
  return { outcome: 'fired', next: { state: 'triggered', lastFiredAt: now } };
}
