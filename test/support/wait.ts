/**
 * Waiting on events instead of clocks. A test waits for the thing itself to happen; the ceiling only
 * turns a hang into a failure with a message, so it is generous and never decides a pass.
 */
export const CEILING_MS = 20_000;

/** Reads until `done` accepts the reading; answers that reading, or throws naming `what` at the ceiling. */
export async function waitFor<T>(
  what: string,
  read: () => T | Promise<T>,
  done: (value: T) => boolean = (value) => value !== undefined && value !== null && value !== false,
  ceilingMs = CEILING_MS,
): Promise<T> {
  const end = Date.now() + ceilingMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`waited ${ceilingMs} ms for ${what}; last saw ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
