import type { INestApplicationContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { currentRequestId } from '@app/common';

/**
 * Counts the SQL statements a service sends while it handles one request. `work` sends that request
 * with the X-Request-Id it is given; the gateway carries the id over NATS and the service runs the
 * handler under it, so only statements made under that id count. Work the service does on its own
 * meanwhile (tick listeners, the market feed's timers, health checks) never does.
 */
export async function statementsOfRequest<T>(
  app: INestApplicationContext,
  work: (requestId: string) => Promise<T>,
): Promise<{ result: T; statements: number; requestId: string }> {
  const requestId = `count-${randomUUID()}`;
  const runner = app.get(DataSource).createQueryRunner();
  const proto = Object.getPrototypeOf(runner) as { query: (...args: unknown[]) => Promise<unknown> };
  await runner.release();
  const original = proto.query;
  let statements = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (currentRequestId() === requestId) statements++;
    return original.apply(this, args);
  };
  try {
    const result = await work(requestId);
    return { result, statements, requestId };
  } finally {
    proto.query = original;
  }
}
