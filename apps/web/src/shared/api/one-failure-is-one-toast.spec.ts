import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './apiClient';
import { ApiError } from './apiError';
import { toastFailure } from './errorToast';
import { retryOnce } from './retry';

// react-hot-toast keeps one toast per id: a second call with the same id replaces the first.
const shown = vi.hoisted(() => new Map<string, string>());
vi.mock('react-hot-toast', () => ({
  default: { error: (text: string, options: { id: string }) => shown.set(options.id, text) },
}));

const serverFails = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
  shown.clear();
  window.history.pushState({}, '', '/dashboard');
});
afterEach(() => vi.unstubAllGlobals());

describe('one failure, one toast', () => {
  it("shows a 500's server text once, though the call was retried and the screen toasted its own message", async () => {
    vi.stubGlobal('fetch', serverFails(500, { success: false, error: 'Positions store is down' }));
    const failure = await retryOnce(() => api.get('/portfolio/manual/positions'), 0).catch((e: unknown) => e);
    toastFailure(failure, 'Failed to fetch positions');
    expect([...shown.values()]).toEqual(['Positions store is down']);
  });

  it("puts the screen's message in place of the client's when the server said nothing", async () => {
    vi.stubGlobal('fetch', serverFails(502, {}));
    const failure = await api.put('/settings/layouts/L1', {}).catch((e: unknown) => e);
    expect([...shown.values()]).toEqual(['Request failed with status 502']);
    toastFailure(failure, 'Failed to update layout');
    expect([...shown.values()]).toEqual(['Failed to update layout']);
  });

  it('finds the toast of a failure wrapped in a message of its own', async () => {
    vi.stubGlobal('fetch', serverFails(503, { success: false, error: 'Settings service unavailable' }));
    const cause = await api.get('/settings/all').catch((e: unknown) => e);
    const wrapped = new ApiError('Failed to fetch settings', 503);
    wrapped.cause = cause;
    toastFailure(wrapped, 'Failed to fetch settings');
    expect([...shown.values()]).toEqual(['Settings service unavailable']);
  });

  it("uses the server's message when it sent no error text, and the screen's message for anything else", async () => {
    vi.stubGlobal('fetch', serverFails(500, { success: false, message: 'Broker offline' }));
    await api.get('/funds').catch(() => undefined);
    expect([...shown.values()]).toEqual(['Broker offline']);
    shown.clear();
    toastFailure('not an error', 'Failed to load portfolio data');
    expect([...shown.values()]).toEqual(['Failed to load portfolio data']);
  });

  it('raises nothing for a 401, a network error, a cancelled call or on the sign-in page', async () => {
    vi.stubGlobal('fetch', serverFails(403, { success: false, error: 'Forbidden' }));
    window.history.pushState({}, '', '/login');
    await api.get('/auth/profile').catch(() => undefined);
    window.history.pushState({}, '', '/dashboard');
    const controller = new AbortController();
    controller.abort();
    await api.get('/watchlist', undefined, { signal: controller.signal }).catch(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await api.get('/watchlist').catch(() => undefined);
    expect(shown.size).toBe(0);
  });
});
