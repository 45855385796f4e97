import { describe, expect, it, vi } from 'vitest';
import { PriceStore } from './priceStore';

function manualStore(now = () => 1_000) {
  const flushes: Array<() => void> = [];
  const store = new PriceStore((f) => flushes.push(f), now);
  return { store, runFrame: () => flushes.splice(0).forEach((f) => f()), frames: () => flushes.length };
}

const tick = (token: number, price: number) => ({ instrument_token: token, last_price: price, change_percent: 0 });

describe('price store', () => {
  it('keeps the latest price per instrument and stamps when it arrived', () => {
    const { store } = manualStore(() => 42);
    store.apply([tick(1, 100), tick(1, 101), tick(2, 50)]);
    expect(store.get(1)).toMatchObject({ last_price: 101, receivedAt: 42 });
    expect(store.get(2)?.last_price).toBe(50);
  });

  it('notifies once per frame with the set of changed instruments', () => {
    const { store, runFrame, frames } = manualStore();
    const batch = vi.fn();
    const one = vi.fn();
    const other = vi.fn();
    store.subscribeBatches(batch);
    store.subscribe(1, one);
    store.subscribe(3, other);
    store.apply([tick(1, 100)]);
    store.apply([tick(1, 101), tick(2, 7)]);
    expect(frames()).toBe(1);
    expect(one).not.toHaveBeenCalled();
    runFrame();
    expect(one).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(batch).toHaveBeenCalledTimes(1);
    expect([...batch.mock.calls[0]![0]]).toEqual([1, 2]);
  });

  it('stops notifying after unsubscribe', () => {
    const { store, runFrame } = manualStore();
    const fn = vi.fn();
    const off = store.subscribe(1, fn);
    off();
    store.apply([tick(1, 1)]);
    runFrame();
    expect(fn).not.toHaveBeenCalled();
  });

  it('ignores malformed ticks', () => {
    const { store, frames } = manualStore();
    store.apply([{ instrument_token: 'x', last_price: 1 } as never, null as never]);
    expect(store.size).toBe(0);
    expect(frames()).toBe(0);
  });

  it('purges prices older than the maximum age', () => {
    let now = 0;
    const { store } = manualStore(() => now);
    store.apply([tick(1, 1)]);
    now = 30 * 60_000;
    store.apply([tick(2, 2)]);
    now = 61 * 60_000;
    expect(store.purge()).toBe(1);
    expect(store.get(1)).toBeUndefined();
    expect(store.get(2)?.last_price).toBe(2);
  });
});
