import { describe, expect, it, vi } from 'vitest';
import { CALC_TEXT, loadAnalytics, readBulkResponse, type CalculationDeps } from './calculation';

const completed = (instruments: unknown) => ({ success: true, status: 'completed', data: { instruments, months: 12 } });
const calculating = { success: true, status: 'calculating', data: { instruments: [], months: 12 } };

/** A fake clock that moves only when the flow sleeps. */
function deps(answers: Array<unknown | Error>): CalculationDeps & { slept: number[]; calls: () => number } {
  let t = 0;
  let i = 0;
  const slept: number[] = [];
  return {
    fetch: vi.fn(async () => {
      const a = answers[Math.min(i++, answers.length - 1)];
      if (a instanceof Error) throw a;
      return a;
    }),
    sleep: async (ms) => {
      slept.push(ms);
      t += ms;
    },
    now: () => t,
    onCalculating: vi.fn(),
    signal: new AbortController().signal,
    slept,
    calls: () => i,
  };
}

describe('readBulkResponse', () => {
  it('classifies the answers', () => {
    expect(readBulkResponse(completed([{ instrument_token: 1, tradingsymbol: 'A' }]))).toMatchObject({
      kind: 'completed',
      rows: [{ instrument_token: 1 }],
    });
    expect(readBulkResponse(completed([]))).toEqual({ kind: 'completed', rows: [] });
    expect(readBulkResponse({ success: true, status: 'completed' })).toEqual({ kind: 'completed', rows: [] });
    expect(readBulkResponse(calculating)).toEqual({ kind: 'calculating' });
    expect(readBulkResponse({ success: true, status: 'error' })).toEqual({ kind: 'failed' });
    expect(readBulkResponse({ success: true, data: [] })).toEqual({ kind: 'unexpected' });
    expect(readBulkResponse(completed('nope'))).toEqual({ kind: 'unexpected' });
    expect(readBulkResponse('<html>')).toEqual({ kind: 'unexpected' });
  });
});

describe('loadAnalytics', () => {
  it('answers at once when completed, without the calculating toast', async () => {
    const d = deps([completed([{ instrument_token: 7, tradingsymbol: 'X' }])]);
    await expect(loadAnalytics(12, d)).resolves.toHaveLength(1);
    expect(d.onCalculating).not.toHaveBeenCalled();
  });

  it('announces calculating once and polls every 3 s until completed', async () => {
    const d = deps([calculating, calculating, completed([])]);
    await expect(loadAnalytics(6, d)).resolves.toEqual([]);
    expect(d.onCalculating).toHaveBeenCalledTimes(1);
    expect(d.slept).toEqual([3000, 3000]);
  });

  it('gives up after 60 s with the timed-out text', async () => {
    const d = deps([calculating]);
    await expect(loadAnalytics(24, d)).rejects.toThrow(CALC_TEXT.timedOut(24));
    expect(d.slept.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(60_000);
    // Asked at 0, 3, ..., 60 s.
    expect(d.calls()).toBe(21);
  });

  it('reports another status as failed and an odd body as unexpected', async () => {
    await expect(loadAnalytics(12, deps([{ success: true, status: 'failed' }]))).rejects.toThrow(
      'Analytics calculation failed',
    );
    await expect(loadAnalytics(12, deps([{ success: true }]))).rejects.toThrow(
      'Unexpected response from analytics API',
    );
  });

  it('retries a failed first fetch once after 1 s, then reports it', async () => {
    const ok = deps([new Error('down'), completed([])]);
    await expect(loadAnalytics(12, ok)).resolves.toEqual([]);
    expect(ok.slept).toEqual([1000]);
    await expect(loadAnalytics(12, deps([new Error('down')]))).rejects.toThrow('Failed to fetch instruments');
  });

  it('reports a failed status check while polling', async () => {
    await expect(loadAnalytics(12, deps([calculating, new Error('down')]))).rejects.toThrow(
      'Failed to check calculation status',
    );
  });
});
