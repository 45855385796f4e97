import { api } from '../shared/api/apiClient';
import { refreshSession } from '../features/auth';
import { onSignedIn, onSignedOut } from '../shared/session/sessionEvents';
import { liveSocket } from '../shared/live/liveSocket';
import { priceStore, PRICE_PURGE_INTERVAL_MS } from '../shared/live/priceStore';
import { SOCKET_POLICY } from '../shared/live/socketPolicy';
import { subscriptions } from '../shared/live/subscriptions';

let started = false;
let purgeTimer: ReturnType<typeof setInterval> | null = null;
let connectTimer: ReturnType<typeof setTimeout> | null = null;

/** Wires the live connection to the session: connect ~100 ms after sign-in, close everything at sign-out. */
export function startLiveSession(): void {
  if (started) return;
  started = true;
  liveSocket.renewSession = async () => (await refreshSession()).ok;
  onSignedIn(() => {
    if (connectTimer) clearTimeout(connectTimer);
    connectTimer = setTimeout(() => {
      // The feed is started for this user, then the socket connects.
      void api.post('/websocket/start', {}).catch(() => undefined);
      liveSocket.connect();
    }, SOCKET_POLICY.initAfterSignInMs);
    if (!purgeTimer) purgeTimer = setInterval(() => priceStore.purge(), PRICE_PURGE_INTERVAL_MS);
  });
  onSignedOut(() => {
    if (connectTimer) clearTimeout(connectTimer);
    connectTimer = null;
    if (purgeTimer) clearInterval(purgeTimer);
    purgeTimer = null;
    liveSocket.disconnect();
    subscriptions.reset();
    priceStore.clear();
  });
}
