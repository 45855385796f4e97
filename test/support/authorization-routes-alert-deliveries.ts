import { callAs, ok, ownedByA, signedIn, type Entry, type MatrixWorld } from './authorization-routes.js';
import { waitFor } from './wait.js';

/**
 * Who may read the delivery log of alert rules and the bell's rule alerts: every signed-in user reads
 * their own fires (a filter naming another user's rule finds nothing of theirs, so it answers an empty
 * page, not a 403); another user's fire answers 404 like a missing one.
 */
export function alertDeliveryRoutes(w: MatrixWorld): Record<string, Entry> {
  // A test alert on the in-app channel is a fire the bell lists, made the way a user makes one. The
  // dispatcher sends it at once; its delivery row settles before the checks, which watch A's rows.
  const newInAppFire = async () => {
    const { fire } = await ok<{ fire: { id: string } }>(
      callAs(w, w.actors.A.cookie).post('/alerts/channels/in_app/test', {}),
    );
    await waitFor(
      'the test alert to be sent',
      () => w.db.query<{ status: string }>('SELECT status FROM alerts.deliveries WHERE fire_id = $1', [fire.id]),
      (rows) => rows.length === 1 && rows[0]!.status !== 'pending',
    );
    return { id: fire.id };
  };
  return {
    'GET /api/alerts/deliveries': { expect: signedIn(200) },
    'GET /api/alerts/fires': { expect: signedIn(200) },
    'POST /api/alerts/fires/read-all': { expect: signedIn(200) },
    'POST /api/alerts/fires/:id/read': {
      expect: ownedByA(200),
      prepare: newInAppFire,
      path: (f) => `/alerts/fires/${f.id}/read`,
      onA: true,
    },
  };
}
