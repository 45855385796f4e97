import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const NOT_APP = /^\/(api|socket\.io)(\/|$)/;

/**
 * Serves the built web app on the same origin: its files, and index.html for every other non-API
 * GET so the browser router can take the path.
 */
export function spa(webDist: string) {
  const files = express.static(webDist, { index: false, maxAge: '1h', fallthrough: true });
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
