import { describe, expect, it } from 'vitest';
import { progressView, uploadView } from './progressText';

describe('import progress', () => {
  it('shows the phase and rows done of the total', () => {
    expect(progressView({ import_id: 'a', phase: 'parsing', done: 25_000, total: 100_000 })).toEqual({
      label: 'Reading the file',
      value: 0.25,
      detail: '25,000 of 1,00,000 rows',
    });
    expect(progressView({ import_id: 'a', phase: 'committing', done: 10, total: 5 }).value).toBe(1);
  });

  it('has no fraction while the total is unknown', () => {
    expect(progressView({ import_id: 'a', phase: 'parsing', done: 1200, total: null })).toEqual({
      label: 'Reading the file',
      value: null,
      detail: '1,200 rows',
    });
  });

  it('shows the bytes of an upload', () => {
    expect(uploadView(0.5, 4 * 1_048_576).detail).toBe('2.0 MB of 4.0 MB');
  });
});
