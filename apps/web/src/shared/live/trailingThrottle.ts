/** Clock and timer a throttle runs on; tests pass fakes. */
export interface ThrottleClock {
  now: () => number;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
}

const realClock: ThrottleClock = {
  now: () => Date.now(),
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface TrailingThrottle {
  /** Asks for a run: at once when the last run is at least `everyMs` old, else once when it will be. */
  request: () => void;
  cancel: () => void;
}

/**
 * Runs `run` at most once per `everyMs`, never dropping the last request: a request inside the window
 * is served by one run at its end, however many came meanwhile.
 */
export function trailingThrottle(everyMs: number, run: () => void, clock: ThrottleClock = realClock): TrailingThrottle {
  let last = -Infinity;
  let timer: unknown = null;
  const fire = () => {
    timer = null;
    last = clock.now();
    run();
  };
  return {
    request() {
      if (timer !== null) return;
      const wait = last + everyMs - clock.now();
      if (wait <= 0) fire();
      else timer = clock.setTimer(fire, wait);
    },
    cancel() {
      if (timer !== null) clock.clearTimer(timer);
      timer = null;
    },
  };
}
