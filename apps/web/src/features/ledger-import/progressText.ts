import type { ImportProgress } from '@app/contracts/ledger/types';

/** What a progress bar shows: the phase in words, the fraction done (null when the total is unknown). */
export function progressView(p: ImportProgress): { label: string; value: number | null; detail: string } {
  const label = p.phase === 'parsing' ? 'Reading the file' : 'Writing to your ledger';
  const done = p.done.toLocaleString('en-IN');
  if (p.total === null || p.total <= 0) return { label, value: null, detail: `${done} rows` };
  return {
    label,
    value: Math.min(1, p.done / p.total),
    detail: `${done} of ${p.total.toLocaleString('en-IN')} rows`,
  };
}

/** The upload's own bar: bytes sent, before the server starts reading. */
export function uploadView(fraction: number, size: number): { label: string; value: number; detail: string } {
  const kb = (n: number) => (n >= 1_048_576 ? `${(n / 1_048_576).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`);
  return { label: 'Uploading', value: fraction, detail: `${kb(fraction * size)} of ${kb(size)}` };
}
