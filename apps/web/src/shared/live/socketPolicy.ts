/** The live connection's timings: connect timeout, reconnect attempts and back-off, test timeout. */
export const SOCKET_POLICY = {
  connectTimeoutMs: 30_000,
  reconnectAttempts: 5,
  reconnectDelayMs: 1_000,
  reconnectDelayMaxMs: 10_000,
  testTimeoutMs: 5_000,
  forcedReconnectDelayMs: 1_000,
  initAfterSignInMs: 100,
} as const;

/** Delay before reconnect attempt n (1-based): 1 s doubling, at most 10 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(SOCKET_POLICY.reconnectDelayMs * 2 ** Math.max(0, attempt - 1), SOCKET_POLICY.reconnectDelayMaxMs);
}

/** A closed-abnormally (1006) error means the connection dropped: reconnect instead of reporting it. */
export function isAbnormalClosure(error: unknown): boolean {
  return String(error ?? '').includes('1006');
}
