import pg from 'pg';

type QueryCallback = (err: Error | null, result: pg.QueryResult) => void;

/** A query handed over as an object that runs itself (a cursor, a stream) or already has its callback. */
function runsItself(config: unknown): boolean {
  if (typeof config !== 'object' || config === null) return false;
  const c = config as { submit?: unknown; callback?: unknown };
  return typeof c.submit === 'function' || typeof c.callback === 'function';
}

/**
 * node-postgres's client with the promise form of `query` (the one TypeORM calls) answered through the
 * callback form. Both send the same statement and resolve with the same result; they differ in memory:
 * with the promise form every answer's rows outlived the next young-generation collection, so a
 * service listing 200 positions 35 times a second copied and promoted about 2 MB per collection, which
 * then took 5 ms instead of 0.5 and filled the old generation for a full collection every few seconds.
 * With the callback form nothing of an answer survives it (see docs/benchmarks.md).
 */
export class CallbackQueryClient extends pg.Client {
  // The overloads of pg.Client.query, kept as they are for every form this class passes through.
  override query(...args: unknown[]): never {
    const [config, values, callback] = args;
    const query = super.query as (...a: unknown[]) => unknown;
    if (typeof values === 'function' || typeof callback === 'function' || runsItself(config))
      return query.apply(this, args) as never;
    // node-postgres writes the callback onto a config object it is given, so it gets a copy of its own.
    const own = typeof config === 'object' && config !== null ? { ...config } : config;
    return new Promise<pg.QueryResult>((resolve, reject) => {
      const done: QueryCallback = (err, result) => (err ? reject(err) : resolve(result));
      query.call(this, own, values, done);
    }) as never;
  }
}
