import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';

const MINUTE_MS = 60_000;

function perMinute(limit: number, what: string): RateLimitRequestHandler {
  return rateLimit({
    windowMs: MINUTE_MS,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // Behind a proxy, req.ip is the client only when TRUST_PROXY set Express's trust proxy.
    validate: { trustProxy: false, xForwardedForHeader: false },
    handler: (_req, res, _next, options) => {
      res.status(options.statusCode).json({ success: false, error: `Too many ${what}; try again later` });
    },
  });
}

/**
 * Per-client-IP limits on the unauthenticated calls that reveal or create accounts. (Failed sign-ins
 * are counted per account and per IP by the auth service itself, so every gateway instance agrees.)
 */
export function authRateLimits(o: { validatePerMinute: number; registerPerMinute: number }) {
  return {
    validateUsername: perMinute(o.validatePerMinute, 'username checks'),
    register: perMinute(o.registerPerMinute, 'registrations'),
  };
}
