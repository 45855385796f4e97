import { config } from '../config';
import { ApiError, type FieldError } from './apiError';
import { raiseErrorToast } from './errorToast';
import { createRefreshQueue } from './refreshQueue';

/** A REST call gives up after 3 minutes. */
export const HTTP_TIMEOUT_MS = 180_000;

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  timeoutMs?: number;
}

interface SessionHooks {
  /** POST /auth/refresh; true when a new session was issued. */
  refresh: () => Promise<boolean>;
  /** The refresh failed: forget the user and go to the sign-in page. */
  expired: () => void;
}

let hooks: SessionHooks = {
  refresh: async () => false,
  expired: () => undefined,
};
const refreshQueue = createRefreshQueue(() => hooks.refresh());

/** One shared session refresh (for calls that do not go through `request`, such as uploads). */
export async function renewSession(): Promise<boolean> {
  if (await refreshQueue.refresh()) return true;
  hooks.expired();
  return false;
}

/** The auth module plugs its refresh and expiry handling in here once, at start-up. */
export function setSessionHooks(next: SessionHooks): void {
  hooks = next;
}

export function urlOf(path: string, query?: Query): string {
  const base = config.apiBaseUrl.replace(/\/$/, '');
  const url = `${base}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

const isAuthPath = (path: string) => /^\/?auth\//.test(path);
const onLoginPage = () => typeof window !== 'undefined' && window.location.pathname.startsWith('/login');

async function send(path: string, options: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timeout = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    options.timeoutMs ?? HTTP_TIMEOUT_MS,
  );
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const hasBody = options.body !== undefined;
    return await fetch(urlOf(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: hasBody
        ? { 'Content-Type': 'application/json', Accept: 'application/json' }
        : { Accept: 'application/json' },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
    });
  } catch (e) {
    if (options.signal?.aborted) throw e;
    const timedOut = controller.signal.aborted;
    throw new ApiError(
      timedOut ? 'The request timed out' : 'Network error: the server cannot be reached',
      0,
      undefined,
      undefined,
      !timedOut,
    );
  } finally {
    clearTimeout(timeout);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function failureOf(res: Response, body: unknown): ApiError {
  const b = (body ?? {}) as { error?: unknown; message?: unknown; details?: unknown };
  const serverError = typeof b.error === 'string' ? b.error : undefined;
  const message =
    serverError ?? (typeof b.message === 'string' ? b.message : `Request failed with status ${res.status}`);
  const details = Array.isArray(b.details) ? (b.details as FieldError[]) : undefined;
  return new ApiError(message, res.status, serverError, details, false, body);
}

/**
 * One call to the REST catalogue under /api, with cookies. Resolves the parsed JSON of a 2xx answer
 * whose `success` is not false; otherwise rejects with an ApiError. A 401 outside the auth routes and
 * the sign-in page triggers one shared refresh, then the call is replayed once. Every failure but one
 * the caller cancelled goes through the global error toast rule, here and nowhere else.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await attempt<T>(path, options, true);
  } catch (error) {
    if (!options.signal?.aborted) raiseErrorToast(error, window.location.pathname);
    throw error;
  }
}

async function attempt<T>(path: string, options: RequestOptions, mayRefresh: boolean): Promise<T> {
  const res = await send(path, options);
  const body = await readBody(res);
  if (res.status === 401 && mayRefresh && !isAuthPath(path) && !onLoginPage()) {
    if (await refreshQueue.refresh()) return attempt<T>(path, options, false);
    hooks.expired();
    throw failureOf(res, body);
  }
  if (!res.ok) throw failureOf(res, body);
  if (body && typeof body === 'object' && (body as { success?: unknown }).success === false) throw failureOf(res, body);
  return body as T;
}

export const api = {
  get: <T>(path: string, query?: Query, options: Omit<RequestOptions, 'method' | 'query' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'GET', query }),
  post: <T>(path: string, body: unknown = {}, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown = {}, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'DELETE', body }),
};
