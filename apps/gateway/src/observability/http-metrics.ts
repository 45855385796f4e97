import type { NextFunction, Request, Response } from 'express';
import { metrics } from '@app/common/base';

/**
 * Counts and times every /api request by its route pattern (`/api/watchlist/:id`, not the id), so the
 * number of series stays bounded; requests that matched no route count as `unmatched`.
 */
export function httpMetrics() {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const route = (req.route as { path?: string } | undefined)?.path ?? 'unmatched';
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.httpRequests.inc({ method: req.method, route, status: String(res.statusCode) });
      metrics.httpRequestSeconds.observe({ method: req.method, route }, seconds);
    });
    next();
  };
}
