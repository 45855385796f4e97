import type { FieldError } from '@app/contracts/shared/errors';

export type { FieldError };

/** A failed call: an HTTP answer other than 2xx, a timeout or no network at all. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** The server's `error` text, when it sent one. */
    readonly serverError?: string,
    readonly details?: FieldError[],
    readonly isNetworkError = false,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The text a user should read for a failure: the server's error, else its message, else the client's. */
export function errorText(error: unknown, fallback = 'An error occurred'): string {
  if (error instanceof ApiError) return error.serverError || error.message || fallback;
  if (error instanceof Error) return error.message || fallback;
  return fallback;
}

/** Turns `details` of a 400 into `{field: first message}` for inline form errors. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (error instanceof ApiError) for (const d of error.details ?? []) out[d.field] = d.errors[0] ?? 'Invalid value';
  return out;
}
