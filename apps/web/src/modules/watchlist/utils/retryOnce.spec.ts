import { afterEach, describe, expect, it, vi } from 'vitest';
import { priceDifference, retryOnce } from './retryOnce';

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

describe('priceDifference', () => {
  it('keeps four decimals and drops float noise', () => {
    expect(priceDifference(1470.1, 1480)).toBe(-9.9);
    expect(priceDifference(2950.35, 2950.05)).toBe(0.3);
    expect(priceDifference(100, 100)).toBe(0);
  });
});
