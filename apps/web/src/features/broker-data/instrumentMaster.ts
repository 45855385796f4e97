import type { InstrumentsReloadProgress, InstrumentsStatusReply } from '@app/contracts/market/messages';
import { formatQuantity } from '../../shared/format/numbers';

/** Where the master came from, as the card's Source fact reads. */
export function masterSourceText(status: Pick<InstrumentsStatusReply, 'source' | 'snapshot_date'>): string {
  if (status.source === 'kite') return 'Kite instrument dump';
  return status.snapshot_date ? `Bundled snapshot of ${status.snapshot_date}` : 'Bundled snapshot';
}

/** A reload's progress bar: a percentage once the row count is known, none (indeterminate) while downloading. */
export function reloadProgressView(progress: InstrumentsReloadProgress): { label: string; percent: number | null } {
  if (progress.phase === 'downloading' || progress.total === 0)
    return {
      label: progress.source === 'kite' ? "Downloading Kite's instrument dump..." : 'Reading the snapshot...',
      percent: null,
    };
  const percent = Math.min(100, Math.round((progress.done / progress.total) * 100));
  return {
    label: `Storing ${formatQuantity(progress.done)} of ${formatQuantity(progress.total)} instruments`,
    percent,
  };
}

/** Poll the status this often while a reload runs, so the bar moves; not at all otherwise. */
export const RELOAD_POLL_MS = 500;
