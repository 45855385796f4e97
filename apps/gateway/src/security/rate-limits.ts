import type { Request } from 'express';
import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import type { Logger } from 'pino';
import { SharedCounterStore, type CounterRpc } from './shared-counter-store.js';

const MINUTE_MS = 60_000;
/** A counter the auth service has not answered within this is given up on, and the request let through. */
const COUNTER_TIMEOUT_MS = 1_000;

interface LimitOptions {
  rpc: CounterRpc;
  logger: Logger;
  validatePerMinute: number;
  registerPerMinute: number;
  /** True for a request from a signed-in admin: their registrations are audited instead of limited. */
  isAdmin: (req: Request) => Promise<boolean>;
}

function perMinute(
  name: string,
  limit: number,
  what: string,
  o: LimitOptions,
  skip?: (req: Request) => Promise<boolean>,
): RateLimitRequestHandler {
  return rateLimit({
    windowMs: MINUTE_MS,
    limit,
    store: new SharedCounterStore(o.rpc, `${name}:`, COUNTER_TIMEOUT_MS),
    // Fail open: both limited calls go to the auth service, which also holds the counters, so when
    // the counters cannot answer the call itself gets a quick 503 anyway; refusing with 429 would
    // blame the client for an outage, and the sign-in limits (in the same database) still hold.
    passOnStoreError: true,
    logger: {
      warn: (error, message) => o.logger.warn({ err: error, limit: name }, message ?? 'rate limit warning'),
      error: (error, message) => o.logger.warn({ err: error, limit: name }, message ?? 'rate limit store failed'),
    },
    ...(skip ? { skip } : {}),
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
 * Per-client-IP limits on the unauthenticated calls that reveal or create accounts, counted by the
 * auth service so that every gateway replica shares one budget per client. (Failed sign-ins are
 * counted per account and per IP by the auth service itself.)
 */
export function authRateLimits(o: LimitOptions) {
  return {
    validateUsername: perMinute('validate-username', o.validatePerMinute, 'username checks', o),
    register: perMinute('register', o.registerPerMinute, 'registrations', o, o.isAdmin),
  };
}
