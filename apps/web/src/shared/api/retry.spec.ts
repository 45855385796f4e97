import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryOnce, withOneRetry } from './retry';

afterEach(() => vi.useRealTimers());

describe('retryOnce', () => {
  it('answers the first success without waiting', async () => {
    const load = vi.fn().mockResolvedValue(7);
    await expect(retryOnce(load)).resolves.toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries once after 1 s when the first call fails', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    const result = retryOnce(load);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second failure with that failure', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(new Error('first')).mockRejectedValueOnce(new Error('second'));
    const result = retryOnce(load);
    const settled = expect(result).rejects.toThrow('second');
    await vi.advanceTimersByTimeAsync(1_000);
    await settled;
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('withOneRetry', () => {
  it('answers the first success without waiting', async () => {
    const load = vi.fn().mockResolvedValue(7);
    await expect(withOneRetry(load, 'failed')).resolves.toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries once after the delay', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('ok');
    const result = withOneRetry(load, 'failed', 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reports the second failure with the given message', async () => {
    const cause = new Error('still down');
    const load = vi.fn().mockRejectedValue(cause);
    const error = await withOneRetry(load, 'Failed to fetch positions', 0).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Failed to fetch positions');
    expect((error as Error).cause).toBe(cause);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
