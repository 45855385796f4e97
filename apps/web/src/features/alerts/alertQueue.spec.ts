import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_TIMING } from './alertConstants';
import { createAlertQueue } from './alertQueue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('alert queue', () => {
  it('plays the first alert at once and the next ones 500 ms apart', async () => {
    const played: string[] = [];
    const queue = createAlertQueue<string>((x) => void played.push(x), ALERT_TIMING.queueGapMs);
    queue.enqueue('a');
    queue.enqueue('b');
    queue.enqueue('c');
    expect(played).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(499);
    expect(played).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(played).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(500);
    expect(played).toEqual(['a', 'b', 'c']);
    expect(queue.pending()).toBe(0);
  });

  it('counts the gap from the end of a playback that takes time', async () => {
    const played: string[] = [];
    const queue = createAlertQueue<string>(
      (x) =>
        new Promise<void>((resolve) => {
          played.push(x);
          setTimeout(resolve, 350);
        }),
      500,
    );
    queue.enqueue('a');
    queue.enqueue('b');
    await vi.advanceTimersByTimeAsync(849);
    expect(played).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(played).toEqual(['a', 'b']);
  });

  it('keeps the gap for an alert that arrives just after the queue emptied', async () => {
    const played: string[] = [];
    const queue = createAlertQueue<string>((x) => void played.push(x), 500);
    queue.enqueue('a');
    await vi.advanceTimersByTimeAsync(100);
    queue.enqueue('b');
    expect(played).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(400);
    expect(played).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(600);
    queue.enqueue('c');
    expect(played).toEqual(['a', 'b', 'c']);
  });

  it('goes on after a playback that throws or rejects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const played: string[] = [];
    const queue = createAlertQueue<string>((x) => {
      played.push(x);
      if (x === 'a') throw new Error('boom');
      if (x === 'b') return Promise.reject(new Error('boom'));
    }, 500);
    queue.enqueue('a');
    queue.enqueue('b');
    queue.enqueue('c');
    await vi.advanceTimersByTimeAsync(1000);
    expect(played).toEqual(['a', 'b', 'c']);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('clear drops waiting alerts (a user change)', async () => {
    const played: string[] = [];
    const queue = createAlertQueue<string>((x) => void played.push(x), 500);
    queue.enqueue('a');
    queue.enqueue('b');
    queue.clear();
    await vi.advanceTimersByTimeAsync(2000);
    expect(played).toEqual(['a']);
    queue.enqueue('c');
    expect(played).toEqual(['a', 'c']);
  });
});
