import { readAnalyticsList, type AnalyticsRow } from './readInstrument';

/** The calculation's polling: every 3 s, giving up after 60 s; one retry 1 s after a failed first fetch. */
export const POLL_MS = 3_000;
export const TIMEOUT_MS = 60_000;
export const FIRST_RETRY_MS = 1_000;
export const CALCULATING_TOAST_MS = 8_000;

export const CALC_TEXT = {
  calculating: (months: number) => `Calculating analytics for ${months} months...`,
  failed: 'Analytics calculation failed',
  timedOut: (months: number) => `Analytics calculation timed out for ${months} months`,
  unexpected: 'Unexpected response from analytics API',
  statusCheck: 'Failed to check calculation status',
  fetch: 'Failed to fetch instruments',
} as const;

export type BulkOutcome =
  { kind: 'completed'; rows: AnalyticsRow[] } | { kind: 'calculating' } | { kind: 'failed' } | { kind: 'unexpected' };

/** Reads a bulk-data-instant answer: completed (with its rows, an empty list when none), calculating, failed or unexpected. */
export function readBulkResponse(body: unknown): BulkOutcome {
  if (!body || typeof body !== 'object') return { kind: 'unexpected' };
  const { status, data } = body as { status?: unknown; data?: unknown };
  if (status === 'calculating') return { kind: 'calculating' };
  if (status === 'completed') {
    const instruments =
      data && typeof data === 'object' && !Array.isArray(data) ? (data as { instruments?: unknown }).instruments : data;
    if (instruments === undefined || instruments === null) return { kind: 'completed', rows: [] };
    return Array.isArray(instruments)
      ? { kind: 'completed', rows: readAnalyticsList(instruments) }
      : { kind: 'unexpected' };
  }
  return typeof status === 'string' ? { kind: 'failed' } : { kind: 'unexpected' };
}

export class AnalyticsLoadError extends Error {}

export interface CalculationDeps {
  fetch: (signal: AbortSignal) => Promise<unknown>;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  now: () => number;
  /** Called once, the first time the server answers 'calculating'. */
  onCalculating: () => void;
  signal: AbortSignal;
}

/**
 * The calculating -> completed flow: asks, and while the answer is 'calculating' asks again every 3 s,
 * up to 60 s. Rejects with an AnalyticsLoadError carrying the specified text.
 */
export async function loadAnalytics(months: number, deps: CalculationDeps): Promise<AnalyticsRow[]> {
  const started = deps.now();
  let polls = 0;
  for (;;) {
    let body: unknown;
    try {
      body = await deps.fetch(deps.signal);
    } catch (e) {
      if (deps.signal.aborted) throw e;
      if (polls > 0) throw new AnalyticsLoadError(CALC_TEXT.statusCheck);
      await deps.sleep(FIRST_RETRY_MS, deps.signal);
      try {
        body = await deps.fetch(deps.signal);
      } catch (again) {
        if (deps.signal.aborted) throw again;
        throw new AnalyticsLoadError(CALC_TEXT.fetch);
      }
    }
    const outcome = readBulkResponse(body);
    if (outcome.kind === 'completed') return outcome.rows;
    if (outcome.kind === 'failed') throw new AnalyticsLoadError(CALC_TEXT.failed);
    if (outcome.kind === 'unexpected') throw new AnalyticsLoadError(CALC_TEXT.unexpected);
    if (polls === 0) deps.onCalculating();
    if (deps.now() - started + POLL_MS > TIMEOUT_MS) throw new AnalyticsLoadError(CALC_TEXT.timedOut(months));
    await deps.sleep(POLL_MS, deps.signal);
    polls += 1;
  }
}
