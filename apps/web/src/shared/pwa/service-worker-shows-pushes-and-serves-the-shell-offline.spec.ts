import { beforeEach, describe, expect, it, vi } from 'vitest';
import SOURCE from '../../../public/sw.js?raw';

// public/sw.js runs as written, in a hand-built worker scope: its events are called as the browser would.
const ORIGIN = 'https://app.example.in';

type Handler = (event: Record<string, unknown>) => void;

/** A Cache Storage in memory, keyed by URL. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    const key = (r: Request | string) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).href;
    return {
      match: async (r: Request | string) => store.get(key(r))?.clone(),
      put: async (r: Request | string, res: Response) => void store.set(key(r), res),
      addAll: async (urls: string[]) => urls.forEach((u) => store.set(key(u), new Response(`asset ${u}`))),
      keys: async () => [...store.keys()].map((u) => new Request(u)),
      delete: async (r: Request | string) => store.delete(key(r)),
    };
  };
  return {
    stores,
    api: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      match: async (r: string, o: { cacheName: string }) => (await open(o.cacheName)).match(r),
    },
  };
}

function loadWorker(network: (request: Request | string | { url: string }) => Promise<Response>) {
  const handlers = new Map<string, Handler>();
  const caches = memoryCaches();
  const windows: Array<{ url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> }> = [];
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: vi.fn(async () => undefined),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  new Function('self', 'caches', 'fetch', SOURCE)(self, caches.api, network);
  /** Calls a handler and waits for what it handed to waitUntil / respondWith. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> | undefined;
    let responded = false;
    handlers.get(type)!({
      ...event,
      waitUntil: (p: Promise<unknown>) => (pending = p),
      respondWith: (p: Promise<unknown>) => {
        responded = true;
        pending = p;
      },
    });
    return { result: await pending, responded };
  };
  return { self, caches, windows, dispatch };
}

const SHELL = `<!doctype html><script type="module" src="/assets/index-Ab12.js"></script>
<link rel="stylesheet" href="/assets/index-Cd34.css">`;
const html = (body: string) => new Response(body, { headers: { 'content-type': 'text/html' } });
const pushOf = (payload: unknown) => ({ data: { json: () => payload, text: () => JSON.stringify(payload) } });

let online: boolean;
const network = vi.fn(async (request: Request | string | { url: string }) => {
  if (!online) throw new TypeError('Failed to fetch');
  const url = new URL(typeof request === 'string' ? request : request.url, ORIGIN);
  return url.pathname === '/index.html' || url.pathname.startsWith('/dashboard') ? html(SHELL) : new Response('x');
});
beforeEach(() => {
  online = true;
  network.mockClear();
});

describe('install and activate', () => {
  it('precaches index.html and the hashed files it names, and deletes caches of older versions', async () => {
    const w = loadWorker(network);
    w.caches.stores.set('dashboard-shell-v0', new Map());
    w.caches.stores.set('someone-elses-cache', new Map());
    await w.dispatch('install', {});
    await w.dispatch('activate', {});
    expect([...w.caches.stores.keys()].sort()).toEqual([
      'dashboard-assets-v1',
      'dashboard-shell-v1',
      'someone-elses-cache',
    ]);
    expect([...w.caches.stores.get('dashboard-assets-v1')!.keys()]).toEqual([
      `${ORIGIN}/assets/index-Ab12.js`,
      `${ORIGIN}/assets/index-Cd34.css`,
    ]);
    expect(w.self.clients.claim).toHaveBeenCalled();
  });
});

describe('fetch', () => {
  it('answers a navigation from the network online and from the cached shell offline', async () => {
    const w = loadWorker(network);
    await w.dispatch('install', {});
    const navigate = { request: { url: `${ORIGIN}/dashboard/portfolio`, method: 'GET', mode: 'navigate' } };
    network.mockClear();
    const live = await w.dispatch('fetch', navigate);
    expect(live.responded).toBe(true);
    expect(network).toHaveBeenCalledTimes(1);
    expect(await (live.result as Response).text()).toBe(SHELL);
    online = false;
    const { result } = await w.dispatch('fetch', navigate);
    expect(await (result as Response).text()).toBe(SHELL);
  });

  it('leaves /api and /socket.io to the network, untouched and uncached', async () => {
    const w = loadWorker(network);
    for (const path of ['/api/alerts/channels', '/socket.io/?EIO=4']) {
      const { responded } = await w.dispatch('fetch', { request: new Request(`${ORIGIN}${path}`) });
      expect(responded).toBe(false);
    }
  });

  it('serves a hashed asset from the cache without asking the network again', async () => {
    const w = loadWorker(network);
    const request = new Request(`${ORIGIN}/assets/SettingsPage-Ef56.js`);
    await w.dispatch('fetch', { request });
    network.mockClear();
    online = false;
    const { result } = await w.dispatch('fetch', { request });
    expect(await (result as Response).text()).toBe('x');
    expect(network).not.toHaveBeenCalled();
  });
});

describe('push and notification clicks', () => {
  it('shows the alert with its id as the tag, so a repeat replaces it', async () => {
    const w = loadWorker(network);
    const alert = { id: 'd-1', title: 'INFY alert', body: 'INFY crossed above ₹1,600.00', url: '/dashboard/alerts' };
    await w.dispatch('push', pushOf({ ...alert, fired_at: '2026-11-24T10:15:00.000Z' }));
    expect(w.self.registration.showNotification).toHaveBeenCalledWith('INFY alert', {
      body: 'INFY crossed above ₹1,600.00',
      tag: 'd-1',
      timestamp: Date.UTC(2026, 10, 24, 10, 15),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-maskable-192.png',
      data: { url: `${ORIGIN}/dashboard/alerts`, id: 'd-1' },
    });
  });

  it('never opens another site from a notification: a foreign url becomes the dashboard', async () => {
    const w = loadWorker(network);
    await w.dispatch('push', pushOf({ id: 'd-2', title: 'T', body: 'B', url: 'https://evil.example/x' }));
    const options = (w.self.registration.showNotification.mock.calls[0] as unknown[])[1] as { data: { url: string } };
    expect(options.data.url).toBe(`${ORIGIN}/dashboard`);
  });

  it('focuses an open tab of the app and takes it to the alert, or opens a window when none is open', async () => {
    const w = loadWorker(network);
    const notification = { close: vi.fn(), data: { url: `${ORIGIN}/dashboard/alerts` } };
    await w.dispatch('notificationclick', { notification });
    expect(w.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/dashboard/alerts`);

    const tab = { url: `${ORIGIN}/dashboard`, focus: vi.fn(), navigate: vi.fn() };
    tab.focus.mockResolvedValue(tab);
    w.windows.push(tab);
    await w.dispatch('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalledTimes(2);
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/dashboard/alerts`);
    expect(w.self.clients.openWindow).toHaveBeenCalledTimes(1);
  });
});
