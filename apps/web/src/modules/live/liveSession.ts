import { api } from '../api/apiClient';
import { refreshSession } from '../auth/authApi';
import { onSignedIn, onSignedOut } from '../auth/sessionEvents';
import { liveSocket } from './liveSocket';
import { priceStore, PRICE_PURGE_INTERVAL_MS } from './priceStore';
import { SOCKET_POLICY } from './socketPolicy';
import { subscriptions } from './subscriptions';

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
      // The feed is started for this user, then the socket connects (part 2 section 7).
      void api.post('/websocket/start', {}, { quiet: true }).catch(() => undefined);
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
