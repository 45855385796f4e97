import { ApiError } from './apiError';

/**
 * Part 1 section 8: any failed request shows an error toast, except a 401 (the refresh flow handles
 * it), a network error, or any error while the user is on the sign-in page.
 */
export function shouldToastError(error: unknown, pathname: string): boolean {
  if (pathname === '/login' || pathname.startsWith('/login/')) return false;
  if (!(error instanceof ApiError)) return true;
  if (error.status === 401) return false;
  if (error.isNetworkError) return false;
  return true;
}

/** The toast text: the server error, else the message, else the client error, else "An error occurred". */
export function toastTextOf(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { error?: unknown; message?: unknown } | undefined;
    if (typeof body?.error === 'string' && body.error) return body.error;
    if (typeof body?.message === 'string' && body.message) return body.message;
    if (error.message) return error.message;
  } else if (error instanceof Error && error.message) {
    return error.message;
  }
  return 'An error occurred';
}
