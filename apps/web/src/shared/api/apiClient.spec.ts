import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setSessionHooks } from './apiClient';
import { ApiError } from './apiError';
import { createRefreshQueue } from './refreshQueue';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-hot-toast', () => ({ default: { error: toastError } }));

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fake server: the session is valid once `refreshed` is true. */
function fakeServer() {
  const state = { refreshed: false, calls: [] as string[] };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    state.calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url.endsWith('/auth/login')) return json(401, { success: false, error: 'Invalid email or password' });
    if (!state.refreshed) return json(401, { success: false, error: 'Not signed in' });
    return json(200, { success: true, data: { url } });
  });
  return { state, fetchMock };
}

beforeEach(() => {
  toastError.mockReset();
  window.history.pushState({}, '', '/dashboard');
});
afterEach(() => vi.unstubAllGlobals());

describe('refresh queue', () => {
  it('runs one refresh for any number of concurrent callers', async () => {
    let resolve!: (v: boolean) => void;
    const doRefresh = vi.fn(() => new Promise<boolean>((r) => (resolve = r)));
    const queue = createRefreshQueue(doRefresh);
    const waits = [queue.refresh(), queue.refresh(), queue.refresh()];
    expect(queue.pending).toBe(true);
    resolve(true);
    expect(await Promise.all(waits)).toEqual([true, true, true]);
    expect(doRefresh).toHaveBeenCalledTimes(1);
    expect(queue.pending).toBe(false);
  });

  it('treats a throwing refresh as a failed one and allows a new attempt later', async () => {
    const doRefresh = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(true);
    const queue = createRefreshQueue(doRefresh);
    expect(await queue.refresh()).toBe(false);
    expect(await queue.refresh()).toBe(true);
  });
});

describe('API client on a 401', () => {
  it('refreshes once and replays every queued request', async () => {
    const { state, fetchMock } = fakeServer();
    vi.stubGlobal('fetch', fetchMock);
    const refresh = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 10));
      state.refreshed = true;
      return true;
    });
    setSessionHooks({ refresh, expired: vi.fn() });
    const results = await Promise.all([
      api.get<{ data: { url: string } }>('/watchlist'),
      api.get<{ data: { url: string } }>('/funds'),
      api.post('/orders/place', { order: {} }),
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(results.map((r) => (r as { data: { url: string } }).data.url)).toEqual([
      '/api/watchlist',
      '/api/funds',
      '/api/orders/place',
    ]);
    expect(state.calls.filter((c) => c.endsWith('/api/watchlist'))).toHaveLength(2);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('forgets the session when the refresh fails, without an error toast', async () => {
    const { fetchMock } = fakeServer();
    vi.stubGlobal('fetch', fetchMock);
    const expired = vi.fn();
    setSessionHooks({ refresh: async () => false, expired });
    await expect(api.get('/watchlist')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('never refreshes for the auth routes themselves', async () => {
    const { fetchMock } = fakeServer();
    vi.stubGlobal('fetch', fetchMock);
    const refresh = vi.fn(async () => true);
    setSessionHooks({ refresh, expired: vi.fn() });
    await expect(api.post('/auth/login', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 401,
      serverError: 'Invalid email or password',
    });
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('API client errors', () => {
  it('toasts the server error text of a failed call', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { success: false, error: 'At most 2 indices per side' })),
    );
    await expect(api.post('/dashboard/indices', {})).rejects.toBeInstanceOf(ApiError);
    expect(toastError).toHaveBeenCalledWith('At most 2 indices per side', expect.anything());
  });

  it('treats a 200 with success false as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { success: false, error: 'Nope' })),
    );
    await expect(api.get('/settings/all')).rejects.toMatchObject({ serverError: 'Nope' });
    expect(toastError).toHaveBeenCalledWith('Nope', { id: 'error:Nope' });
  });

  it('does not toast on the sign-in page or for a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { success: false, error: 'Internal error' })),
    );
    window.history.pushState({}, '', '/login');
    await expect(api.get('/x')).rejects.toMatchObject({ status: 500 });
    window.history.pushState({}, '', '/dashboard');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, isNetworkError: true });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('carries 400 field details', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          success: false,
          error: 'Validation failed',
          details: [{ field: 'target_price', errors: ['must be positive'] }],
        }),
      ),
    );
    await expect(api.post('/watchlist', {})).rejects.toMatchObject({
      details: [{ field: 'target_price', errors: ['must be positive'] }],
    });
  });

  it('sends JSON with cookies to the /api base and encodes the query', async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true, data: {} }));
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/securities/search', { query: 'M&M', limit: 5, skip: undefined });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/securities/search?query=M%26M&limit=5');
    expect(init.credentials).toBe('include');
  });
});
