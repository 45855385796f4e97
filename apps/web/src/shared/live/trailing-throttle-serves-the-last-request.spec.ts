import { describe, expect, it } from 'vitest';
import { trailingThrottle, type ThrottleClock } from './trailingThrottle';

/** A clock that moves only when told, with the timers it was asked for. */
function fakeClock() {
  let time = 1000;
  const timers: { at: number; fn: () => void; live: boolean }[] = [];
  const clock: ThrottleClock = {
    now: () => time,
    setTimer: (fn, ms) => {
      const t = { at: time + ms, fn, live: true };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => void ((t as { live: boolean }).live = false),
  };
  const advance = (ms: number) => {
    time += ms;
    for (const t of timers)
      if (t.live && t.at <= time) {
        t.live = false;
        t.fn();
      }
  };
  return { clock, advance, pending: () => timers.filter((t) => t.live).length };
}

describe('trailingThrottle', () => {
  it('runs the first request at once', () => {
    const { clock } = fakeClock();
    let runs = 0;
    trailingThrottle(1000, () => runs++, clock).request();
    expect(runs).toBe(1);
  });

  it('serves every request inside the window with one run at its end', () => {
    const { clock, advance } = fakeClock();
    let runs = 0;
    const t = trailingThrottle(1000, () => runs++, clock);
    t.request();
    advance(100);
    t.request();
    advance(300);
    t.request();
    expect(runs).toBe(1);
    advance(599);
    expect(runs).toBe(1);
    advance(1);
    expect(runs).toBe(2);
  });

  it('runs at once again when the last run is a full window old', () => {
    const { clock, advance } = fakeClock();
    let runs = 0;
    const t = trailingThrottle(250, () => runs++, clock);
    t.request();
    advance(250);
    t.request();
    expect(runs).toBe(2);
  });

  it('runs nothing after cancel', () => {
    const { clock, advance, pending } = fakeClock();
    let runs = 0;
    const t = trailingThrottle(1000, () => runs++, clock);
    t.request();
    t.request();
    t.cancel();
    advance(2000);
    expect(runs).toBe(1);
    expect(pending()).toBe(0);
  });

  it('with a window of 0 runs every request at once', () => {
    const { clock } = fakeClock();
    let runs = 0;
    const t = trailingThrottle(0, () => runs++, clock);
    t.request();
    t.request();
    expect(runs).toBe(2);
  });
});
