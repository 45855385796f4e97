/** Delay before reconnect attempt `attempt` (0-based): minMs, doubling each time, capped at maxMs. */
export function reconnectDelay(attempt: number, minMs: number, maxMs: number): number {
  return Math.min(maxMs, minMs * 2 ** Math.max(0, attempt));
}
