import { afterEach, describe, expect, it, vi } from 'vitest';
import { withOneRetry } from './retry';

afterEach(() => vi.useRealTimers());

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
