import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs fn with a request id visible to every log line and outgoing NATS request below it. */
export function runWithRequestContext<T>(ctx: RequestContext, fn: () => T): T {
  return storage.run(ctx, fn);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** The running request's context object itself: one per request, so it can key what the request gathers. */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Accepts a caller's id only when it is short and printable, so it cannot forge log lines. */
export function requestIdFrom(candidate: unknown): string {
  return typeof candidate === 'string' && SAFE_ID.test(candidate) ? candidate : randomUUID();
}
