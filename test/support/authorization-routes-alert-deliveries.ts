import { signedIn, type Entry } from './authorization-routes.js';

/**
 * Who may read the delivery log of alert rules: every signed-in user reads their own fires (a filter
 * naming another user's rule finds nothing of theirs, so it answers an empty page, not a 403).
 */
export function alertDeliveryRoutes(): Record<string, Entry> {
  return {
    'GET /api/alerts/deliveries': { expect: signedIn(200) },
  };
}
