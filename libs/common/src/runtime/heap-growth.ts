import { setFlagsFromString } from 'node:v8';

/**
 * How far past its live size the old generation may grow before the next full collection: 100 lets
 * it double. V8 otherwise derives the factor from how fast it collects against how fast the process
 * allocates, and for a server whose live heap is small (30-40 MB) and quick to mark it settles on its
 * least, 1.1: under load the gateway then ran a mark-compact every 0.7-2 s, each with marking steps
 * of up to 7 ms and a pause of up to 16 ms on whichever answers were in flight. With the heap allowed
 * to double, the positions list at 100 req/s went from p99 26-37 ms to 15-23 ms (docs/benchmarks.md).
 */
export const HEAP_GROWING_PERCENT = 100;

const GROWING_FLAG = /^--heap[-_]growing[-_]percent(=|$)/;

/** The V8 flag this process should set, or none when it was started with its own (the operator's wins). */
export function heapGrowthFlag(execArgv: readonly string[]): string | undefined {
  return execArgv.some((a) => GROWING_FLAG.test(a)) ? undefined : `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
}

/**
 * Sets the old generation's growth for a process that serves requests from a small heap: the gateway,
 * auth, settings, portfolio and market (each 28-34 MB live after start). Not alerts, whose heap holds
 * every armed target (530 MB for 10,00,000 targets in the benchmark): doubling it would double its
 * peak memory against the container's limit, and it answers no REST call from it. In code rather than
 * on the command line, because V8 flags are not allowed in NODE_OPTIONS and a service starts in several
 * ways (the image, `npm start`, tests, the benchmarks); V8 reads this flag at every full collection, so
 * setting it after start takes effect from the next one.
 */
export function tuneHeapForServing(execArgv: readonly string[] = process.execArgv): void {
  const flag = heapGrowthFlag(execArgv);
  if (flag) setFlagsFromString(flag);
}
