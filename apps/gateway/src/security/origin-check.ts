import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The request's own origin as the browser would write it. */
export function ownOrigin(req: { protocol: string; get(name: string): string | undefined }): string {
  return `${req.protocol}://${req.get('host')}`;
}

export function originAllowed(origin: string | undefined, own: string, allowed: string[]): boolean {
  return origin === undefined || origin === own || allowed.includes(origin);
}

/**
 * Refuses state-changing calls that a page of another origin sent with our cookies (CSRF), on top of
 * SameSite=Lax. Calls without an Origin header (curl, server-to-server) carry no ambient cookies.
 */
export function originCheck(allowed: string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || originAllowed(req.get('origin'), ownOrigin(req), allowed)) return next();
    res.status(403).json({ success: false, error: 'Cross-origin request refused' });
  };
}
