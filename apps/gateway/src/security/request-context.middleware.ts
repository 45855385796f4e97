import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER } from '@app/contracts';
import { requestIdFrom, runWithRequestContext } from '@app/common/base';
import type { AuthedRequest } from '../auth/auth.decorators.js';

/** Gives each request an id (the caller's if sane), echoes it, and logs one line when the answer leaves. */
export function requestContext(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdFrom(req.get(REQUEST_ID_HEADER));
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      if (!req.path.startsWith('/api')) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          requestId,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          userId: (req as AuthedRequest).actor?.userId,
        },
        'request',
      );
    });
    runWithRequestContext({ requestId }, next);
  };
}
