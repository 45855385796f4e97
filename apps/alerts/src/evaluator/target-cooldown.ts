/** The same target does not alert twice within 5 minutes (300 s). */
export const COOLDOWN_MS = 5 * 60_000;

/** True while a target that fired at lastFiredAt may not fire again. */
export function inCooldown(lastFiredAt: number | null, now: number): boolean {
  return lastFiredAt !== null && now - lastFiredAt < COOLDOWN_MS;
}
