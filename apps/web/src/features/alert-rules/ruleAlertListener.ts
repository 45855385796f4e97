import type { AlertFiredPush } from '@app/contracts/alerts/rule-types';

/** Where `alert_fired` pushes come from: the live socket, or a test's stand-in. */
export interface AlertFiredSource {
  onAlertFired(fn: (push: AlertFiredPush) => void): () => void;
}

export interface RuleAlertDeps {
  /** The toast with the fire's message. */
  show: (push: AlertFiredPush) => void;
  /** The chime the target alerts play. */
  chime: () => Promise<void>;
  /** How many delivery ids to remember; older ones are forgotten first. */
  remember?: number;
}

const REMEMBERED_DELIVERIES = 500;

/**
 * Hears the in-app channel of alert rules: each delivery is shown once, however many times it arrives
 * (the dispatcher retries a delivery it could not confirm, and a reconnect may replay it).
 */
export function hearRuleAlerts(source: AlertFiredSource, deps: RuleAlertDeps): () => void {
  const limit = deps.remember ?? REMEMBERED_DELIVERIES;
  const seen = new Set<string>();
  return source.onAlertFired((push) => {
    if (!push?.delivery_id || seen.has(push.delivery_id)) return;
    seen.add(push.delivery_id);
    // A Set iterates in insertion order: the first is the oldest.
    if (seen.size > limit) seen.delete(seen.values().next().value as string);
    deps.show(push);
    void deps.chime().catch(() => undefined);
  });
}
