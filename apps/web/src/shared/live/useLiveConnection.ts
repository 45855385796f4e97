import { useSyncExternalStore } from 'react';
import { liveSocket, type LiveSnapshot } from './liveSocket';

/** The connection's state, feed status and last heartbeat. */
export function useLiveConnection(): LiveSnapshot {
  return useSyncExternalStore(liveSocket.subscribe, liveSocket.getSnapshot);
}
