import { KiteRestError, kiteFailureOf } from './kite-failure.js';

/** One call on Kite's REST API (api.kite.trade, v3). */
export interface KiteRequest {
  /** API root, e.g. https://api.kite.trade (a local stand-in in tests). */
  baseUrl: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Repeated keys allowed (Kite's `i=NSE:INFY&i=...`). */
  query?: ReadonlyArray<readonly [string, string]>;
  /** POST/PUT bodies are form-encoded, as Kite expects. */
  form?: Readonly<Record<string, string | number | undefined>>;
  /** `token api_key:access_token`; left out for /session/token, which signs with a checksum instead. */
  auth?: { apiKey: string; accessToken: string };
  timeoutMs: number;
}

/** A successful answer: Kite's `data`, and the Retry-After header for callers that pace themselves. */
export interface KiteAnswer<T = unknown> {
  data: T;
}

/**
 * Sends one request and unwraps `{status: "success", data}`. Every failure becomes a KiteRestError whose
 * `kind` says what a caller may do about it (retry a 429, reconnect on a token error, 503 otherwise). It
 * never retries: whether a retry is safe (a read) or not (an order) is the caller's decision.
 */
export async function kiteRequest<T = unknown>(req: KiteRequest): Promise<KiteAnswer<T>> {
  const url = new URL(`${req.baseUrl.replace(/\/$/, '')}${req.path}`);
  for (const [k, v] of req.query ?? []) url.searchParams.append(k, v);
  const headers: Record<string, string> = { 'X-Kite-Version': '3' };
  if (req.auth) headers.Authorization = `token ${req.auth.apiKey}:${req.auth.accessToken}`;
  let body: string | undefined;
  if (req.form) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(req.form)) if (v !== undefined) form.append(k, String(v));
    body = form.toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method: req.method ?? 'GET',
      headers,
      body,
      signal: AbortSignal.timeout(req.timeoutMs),
    });
  } catch (e) {
    const err = e as Error;
    if (err.name === 'TimeoutError') {
      throw new KiteRestError('timeout', `Kite did not answer within ${req.timeoutMs} ms`);
    }
    throw new KiteRestError(
      'unreachable',
      `Kite is unreachable: ${(err.cause as Error | undefined)?.message ?? err.message}`,
    );
  }
  const parsed: unknown = await res.json().catch(() => null);
  const envelope = parsed as { status?: unknown; data?: unknown } | null;
  if (res.ok && envelope?.status === 'success') return { data: envelope.data as T };
  const failure = kiteFailureOf(res.status, parsed);
  failure.retryAfter = res.headers.get('retry-after');
  throw failure;
}
