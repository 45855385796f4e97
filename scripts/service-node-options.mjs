// Node options a service starts with beyond Node's defaults. V8 sizes its young generation only as the
// process starts, so unlike the old generation's growth (libs/common/src/runtime/heap-growth.ts) this
// cannot be set from the entry point: every way a service starts passes it in NODE_OPTIONS. This file
// serves `npm start` and the benchmarks; docker-compose.yml and k8s/base set the same value
// (test/deploy/service-node-options.spec.ts keeps them equal).
//
// The portfolio builds answers of thousands of rows (about 8 MB of short-lived objects for a list of
// 2,000 positions): with 16 MB semi-spaces, V8's default, a scavenge came about every other answer,
// copied the answer in flight and promoted it, and collections took 3-4 ms of each such answer. With
// 64 MB they took under 1 ms (docs/benchmarks.md). The cost is up to 128 MB more young generation.
export const SERVICE_NODE_OPTIONS = {
  portfolio: '--max-semi-space-size=64',
};

/**
 * The NODE_OPTIONS to start a service with: its own options, then any the environment already has, so
 * an operator's value of the same option wins (Node applies them in order).
 */
export function nodeOptionsFor(name, inherited) {
  return [SERVICE_NODE_OPTIONS[name], inherited].filter(Boolean).join(' ') || undefined;
}
