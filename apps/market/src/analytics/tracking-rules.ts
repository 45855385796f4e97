import { ErrorCode, type AnalyticsProcessingStatus, type AnalyticsStatus } from '@app/contracts';
import { DomainError, validationError } from '@app/common';

/** What a user asks to put back in the queue: the failed rows, the failed and stuck ones, or every row. */
export type RequeueScope = 'failed' | 'restart' | 'all';

const AVERAGE_MONTH_DAYS = 30.44;
const DAY_MS = 86_400_000;

/** The statuses a requeue takes back to pending; pending rows are queued already. */
export function requeueFrom(scope: RequeueScope): AnalyticsStatus[] {
  if (scope === 'failed') return ['failed'];
  if (scope === 'restart') return ['failed', 'processing'];
  return ['failed', 'completed', 'processing'];
}

/** Adding unknown instruments: one unknown token alone is a 404, any in a list a 400 naming them all. */
export function checkAllKnown(tokens: readonly number[], unknown: readonly number[]): void {
  if (unknown.length === 0) return;
  if (tokens.length === 1) throw new DomainError(ErrorCode.NotFound, `Instrument ${unknown[0]} not found`);
  throw validationError([{ field: 'instrument_tokens', errors: [`unknown instrument tokens: ${unknown.join(', ')}`] }]);
}

/** The user's queue in numbers; processing while this replica works or any row waits or runs. */
export function processingStatus(
  counts: Record<AnalyticsStatus, number>,
  workerBusy: boolean,
): AnalyticsProcessingStatus {
  const waiting = counts.pending + counts.processing;
  return {
    total: waiting + counts.completed + counts.failed,
    ...counts,
    is_processing: workerBusy || waiting > 0,
  };
}

/** Bulk data is answered once no row waits or runs; until then the browser polls on 'calculating'. */
export function bulkDataReady(statuses: readonly AnalyticsStatus[]): boolean {
  return !statuses.some((s) => s === 'pending' || s === 'processing');
}

/** The first day of a window of `months` average months (30.44 days) ending today, counted from today's start. */
export function windowStart(today: string, months: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - months * AVERAGE_MONTH_DAYS * DAY_MS).toISOString().slice(0, 10);
}
