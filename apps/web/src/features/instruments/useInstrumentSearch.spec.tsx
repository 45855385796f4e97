import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/apiError';
import { searchSecurities } from './searchSecurities';
import { useInstrumentSearch } from './useInstrumentSearch';

const get = vi.hoisted(() => vi.fn());
vi.mock('../../shared/api/apiClient', () => ({ api: { get } }));

const RELIANCE = {
  instrument_token: 738561,
  tradingsymbol: 'RELIANCE',
  name: 'RELIANCE INDUSTRIES',
  exchange: 'NSE',
  instrument_type: 'EQ',
  last_price: 1520,
};
const INFY = {
  instrument_token: 408065,
  tradingsymbol: 'INFY',
  name: 'INFOSYS',
  exchange: 'NSE',
  instrument_type: 'EQ',
  last_price: 1480,
};
const answer = (securities: unknown[]) => ({ success: true, data: { securities } });

/** Lets the debounce run out and the pending answers arrive. */
async function settle(ms = 200) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  get.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useInstrumentSearch', () => {
  it('does not search below 2 characters', async () => {
    const { result } = renderHook(() => useInstrumentSearch('R'));
    await settle();
    expect(get).not.toHaveBeenCalled();
    expect(result.current).toEqual({ results: [], loading: false, searched: false, error: null });
  });

  it('waits for typing to pause, then asks once with the limit', async () => {
    get.mockResolvedValue(answer([RELIANCE]));
    const { result, rerender } = renderHook(({ q }) => useInstrumentSearch(q, { limit: 7 }), {
      initialProps: { q: 'RE' },
    });
    expect(result.current.loading).toBe(true);
    await settle(100);
    rerender({ q: ' RELI ' });
    await settle();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]!.slice(0, 2)).toEqual(['/securities/search', { query: 'RELI', limit: 7 }]);
    expect(get.mock.calls[0]![2].signal).toBeInstanceOf(AbortSignal);
    expect(result.current).toEqual({ results: [RELIANCE], loading: false, searched: true, error: null });
  });

  it('aborts the request of an older text and never shows its late answer', async () => {
    let late: (v: unknown) => void = () => undefined;
    get.mockImplementationOnce(() => new Promise((resolve) => (late = resolve))).mockResolvedValueOnce(answer([INFY]));
    const { result, rerender } = renderHook(({ q }) => useInstrumentSearch(q), { initialProps: { q: 'RELI' } });
    await settle();
    const first = get.mock.calls[0]![2].signal as AbortSignal;
    rerender({ q: 'INFY' });
    expect(first.aborted).toBe(true);
    await settle();
    await act(async () => late(answer([RELIANCE])));
    expect(result.current.results).toEqual([INFY]);
  });

  it('clears the results on a failure and says why', async () => {
    get
      .mockResolvedValueOnce(answer([RELIANCE]))
      .mockRejectedValueOnce(new ApiError('Request failed', 503, 'Market service unavailable'));
    const { result, rerender } = renderHook(({ q }) => useInstrumentSearch(q), { initialProps: { q: 'REL' } });
    await settle();
    rerender({ q: 'RELX' });
    await settle();
    expect(result.current).toEqual({
      results: [],
      loading: false,
      searched: true,
      error: 'Market service unavailable',
    });
  });

  it('clears the results when the text gets shorter than 2 characters', async () => {
    get.mockResolvedValue(answer([RELIANCE]));
    const { result, rerender } = renderHook(({ q }) => useInstrumentSearch(q), { initialProps: { q: 'RE' } });
    await settle();
    expect(result.current.results).toHaveLength(1);
    rerender({ q: 'R' });
    expect(result.current).toEqual({ results: [], loading: false, searched: false, error: null });
  });
});

describe('searchSecurities', () => {
  it('keeps the query and limit inside what the server accepts', async () => {
    vi.useRealTimers();
    get.mockResolvedValue({ data: {} });
    expect(await searchSecurities(`  ${'x'.repeat(80)} `, 500)).toEqual([]);
    expect(get.mock.calls[0]![1]).toEqual({ query: 'x'.repeat(64), limit: 50 });
  });
});
