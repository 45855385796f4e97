import toast from 'react-hot-toast';
import { ApiError } from './apiError';

export const DEFAULT_ERROR_TEXT = 'An error occurred';

/**
 * Any failed request shows an error toast, except a 401 (the refresh flow handles
 * it), a network error, or any error while the user is on the sign-in page.
 */
export function shouldToastError(error: unknown, pathname: string): boolean {
  if (pathname === '/login' || pathname.startsWith('/login/')) return false;
  if (!(error instanceof ApiError)) return true;
  if (error.status === 401) return false;
  if (error.isNetworkError) return false;
  return true;
}

// A screen may wrap a failed call in an error of its own; the call's failure is its cause.
function* causes(error: unknown): Generator<unknown> {
  let e = error;
  for (let depth = 0; depth < 5 && e !== undefined && e !== null; depth++) {
    yield e;
    e = e instanceof Error ? e.cause : undefined;
  }
}

/** What the server said about a failure: its `error`, else its `message`; undefined when it said nothing. */
export function serverTextOf(error: unknown): string | undefined {
  for (const e of causes(error)) {
    if (!(e instanceof ApiError)) continue;
    const body = e.body as { error?: unknown; message?: unknown } | undefined;
    if (typeof body?.error === 'string' && body.error) return body.error;
    if (typeof body?.message === 'string' && body.message) return body.message;
    if (e.serverError) return e.serverError;
  }
  return undefined;
}

/** The toast text: the server error, else its message, else the client error, else "An error occurred". */
export function toastTextOf(error: unknown): string {
  const server = serverTextOf(error);
  if (server) return server;
  if (error instanceof Error && error.message) return error.message;
  return DEFAULT_ERROR_TEXT;
}

/** One toast per text: the same failure met twice (a retry, two screens) shows once. */
export const errorToastId = (text: string) => `error:${text}`;

// The toast each failed call raised, so a screen's own message for it replaces that toast.
const raised = new WeakMap<object, string>();

function raisedIdOf(error: unknown): string | undefined {
  for (const e of causes(error)) if (typeof e === 'object' && e !== null && raised.has(e)) return raised.get(e);
  return undefined;
}

/** The global rule, applied by the API client to every failed request. */
export function raiseErrorToast(error: unknown, pathname: string): void {
  if (!shouldToastError(error, pathname)) return;
  const text = toastTextOf(error);
  const id = errorToastId(text);
  toast.error(text, { id });
  if (typeof error === 'object' && error !== null) raised.set(error, id);
}

/**
 * A screen's own message for a failure: the server's text where it sent one, else `message`. It
 * takes the place of the toast the API client raised for the same failure, so one failure is one toast.
 */
export function toastFailure(error: unknown, message: string): void {
  const text = serverTextOf(error) ?? message;
  toast.error(text, { id: raisedIdOf(error) ?? errorToastId(text) });
}
