import type { Tick } from '@app/contracts';

/** A tick of `token` at `price` whose day low is `low`, for the queue's specs. */
export function queuedTick(token: number, price: number, low = price): Tick {
  return {
    instrument_token: token,
    last_price: price,
    ohlc: { open: price, high: price, low, close: price },
    change: 0,
    change_percent: 0,
    volume: 0,
    timestamp: '2026-11-20T05:00:00.000Z',
  };
}

/** Everything still waiting, oldest first, as [token, price] pairs. */
export function drain(queue: { shift(): Tick | undefined }): [number, number][] {
  const out: [number, number][] = [];
  for (let t = queue.shift(); t; t = queue.shift()) out.push([t.instrument_token, t.last_price]);
  return out;
}
