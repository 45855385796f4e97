import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const NOT_APP = /^\/(api|socket\.io)(\/|$)/;
/** Vite names these by content hash: a name never holds other bytes, so browsers may keep them for good. */
const HASHED = /^\/assets\//;
/** Files whose name stays the same when they change: the browser asks again each time. */
const REVALIDATED = new Set(['/sw.js', '/manifest.webmanifest', '/index.html']);

/** Cache-Control per served file: the service worker is re-checked on every load, as updates require. */
export function cacheControlFor(path: string): string {
  if (HASHED.test(path)) return 'public, max-age=31536000, immutable';
  if (REVALIDATED.has(path)) return 'no-cache';
  return 'public, max-age=3600';
}

const urlPathOf = (root: string, file: string) => '/' + relative(root, file).split(sep).join('/');

/**
 * Serves the built web app on the same origin: its files, and index.html for every other non-API
 * GET so the browser router can take the path.
 */
export function spa(webDist: string) {
  const files = express.static(webDist, {
    index: false,
    fallthrough: true,
    cacheControl: false,
    setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControlFor(urlPathOf(webDist, file))),
  });
  const index = join(webDist, 'index.html');
  return (req: Request, res: Response, next: NextFunction) => {
    if (NOT_APP.test(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    files(req, res, () => {
      if (!existsSync(index)) {
        res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build -w apps/web`.');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  };
}
