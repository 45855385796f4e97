/* The web app's service worker: an offline app shell, cached hashed assets and alert push notifications. */
/* global self, caches */

// Bump when the caching rules change; activate then deletes every cache of an older version.
const VERSION = 'v1';
const PREFIX = 'dashboard-';
const SHELL_CACHE = `${PREFIX}shell-${VERSION}`;
const ASSET_CACHE = `${PREFIX}assets-${VERSION}`;
const SHELL_URL = '/index.html';
// Each deploy adds new hashed files; the oldest beyond this many are dropped.
const MAX_ASSETS = 300;
const DEFAULT_URL = '/dashboard';

/** Live data and the socket must never come from a cache: a stale price looks like a real one. */
const NEVER_CACHED = /^\/(api|socket\.io)(\/|$)/;

/** The hashed files index.html names (entry script, its preloads and styles), so the shell opens offline. */
function assetsNamedBy(html) {
  const urls = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) urls.add(match[1]);
  return [...urls];
}

async function precacheShell() {
  const response = await fetch(SHELL_URL, { cache: 'reload' });
  if (!response.ok) throw new Error(`The app shell answered ${response.status}`);
  const html = await response.clone().text();
  const shell = await caches.open(SHELL_CACHE);
  await shell.put(SHELL_URL, response);
  const assets = await caches.open(ASSET_CACHE);
  await assets.addAll(assetsNamedBy(html));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([SHELL_CACHE, ASSET_CACHE]);
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(PREFIX) && !current.has(n)).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

/** Navigations: the network first, so a deploy shows at once; the cached shell when offline. */
async function navigation(request) {
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
      const shell = await caches.open(SHELL_CACHE);
      await shell.put(SHELL_URL, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function trimAssets(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((k) => cache.delete(k)));
}

/** Hashed assets never change under one name: the cache first, the network once. */
async function asset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trimAssets(cache);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER_CACHED.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(navigation(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});

/** Only a path on this origin may be opened from a notification; anything else opens the dashboard. */
function sameOriginUrl(raw) {
  try {
    const url = new URL(typeof raw === 'string' ? raw : DEFAULT_URL, self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL(DEFAULT_URL, self.location.origin).href;
  } catch {
    return new URL(DEFAULT_URL, self.location.origin).href;
  }
}

/** The alert in a push: {id, title, body, url, fired_at}; an unreadable one still shows, as the browser demands. */
function alertOf(event) {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const firedAt = Date.parse(payload.fired_at);
  return {
    title: typeof payload.title === 'string' && payload.title ? payload.title : 'Price alert',
    options: {
      body: typeof payload.body === 'string' ? payload.body : '',
      // One tag per fire: the same fire pushed twice replaces its notification instead of showing two.
      tag: typeof payload.id === 'string' && payload.id ? payload.id : undefined,
      timestamp: Number.isFinite(firedAt) ? firedAt : Date.now(),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-maskable-192.png',
      data: { url: sameOriginUrl(payload.url), id: payload.id ?? null },
    },
  };
}

self.addEventListener('push', (event) => {
  const { title, options } = alertOf(event);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = sameOriginUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((w) => w.url === target);
      if (same) return same.focus();
      const open = windows[0];
      if (open) {
        const focused = await open.focus();
        return 'navigate' in focused ? focused.navigate(target) : focused;
      }
      return self.clients.openWindow(target);
    })(),
  );
});
