import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionRegistry, SUBSCRIBE_CHUNK } from './subscriptions';

function fakeTransport() {
  const calls: Array<[string, number[]]> = [];
  return {
    calls,
    subscribe: vi.fn(async (t: number[]) => void calls.push(['sub', t])),
    unsubscribe: vi.fn(async (t: number[]) => void calls.push(['unsub', t])),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('live subscription registry', () => {
  it('subscribes the union of what components show, once', async () => {
    const reg = new SubscriptionRegistry(10);
    const tr = fakeTransport();
    reg.attach(tr);
    reg.add([1, 2]);
    reg.add([2, 3]);
    await vi.advanceTimersByTimeAsync(20);
    expect(tr.calls).toEqual([['sub', [1, 2, 3]]]);
  });

  it('unsubscribes only when the last user of a token goes', async () => {
    const reg = new SubscriptionRegistry(10);
    const tr = fakeTransport();
    reg.attach(tr);
    reg.add([1, 2]);
    reg.add([2]);
    await vi.advanceTimersByTimeAsync(20);
    reg.remove([2]);
    await vi.advanceTimersByTimeAsync(20);
    expect(tr.calls).toHaveLength(1);
    reg.remove([1, 2]);
    await vi.advanceTimersByTimeAsync(20);
    expect(tr.calls[1]).toEqual(['unsub', [1, 2]]);
  });

  it('sends nothing when a token is dropped and added back within the delay', async () => {
    const reg = new SubscriptionRegistry(10);
    const tr = fakeTransport();
    reg.attach(tr);
    reg.add([5]);
    await vi.advanceTimersByTimeAsync(20);
    reg.remove([5]);
    reg.add([5]);
    await vi.advanceTimersByTimeAsync(20);
    expect(tr.calls).toEqual([['sub', [5]]]);
  });

  it('sends everything again after a reconnect', async () => {
    const reg = new SubscriptionRegistry(10);
    const tr = fakeTransport();
    reg.attach(tr);
    reg.add([1, 2]);
    await vi.advanceTimersByTimeAsync(20);
    reg.resync();
    await vi.advanceTimersByTimeAsync(20);
    expect(tr.calls).toEqual([
      ['sub', [1, 2]],
      ['sub', [1, 2]],
    ]);
  });

  it('splits large subscriptions into the server chunk size', async () => {
    const reg = new SubscriptionRegistry(10);
    const tr = fakeTransport();
    reg.attach(tr);
    reg.add(Array.from({ length: SUBSCRIBE_CHUNK + 5 }, (_, i) => i + 1));
    await vi.advanceTimersByTimeAsync(20);
    expect(tr.calls.map(([, t]) => t.length)).toEqual([SUBSCRIBE_CHUNK, 5]);
  });

  it('retries a failed subscribe on the next change', async () => {
    const reg = new SubscriptionRegistry(10);
    const tr = fakeTransport();
    tr.subscribe.mockRejectedValueOnce(new Error('down'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reg.attach(tr);
    reg.add([9]);
    await vi.advanceTimersByTimeAsync(20);
    reg.add([10]);
    await vi.advanceTimersByTimeAsync(20);
    expect(tr.subscribe).toHaveBeenLastCalledWith([9, 10]);
  });
});
