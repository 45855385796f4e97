/**
 * One token refresh at a time: every request that meets a 401 while a refresh runs waits for that same
 * refresh, and all of them replay (or give up) together when it ends.
 */
export interface RefreshQueue {
  /** Resolves true when the session was refreshed, false when it could not be. */
  refresh(): Promise<boolean>;
  readonly pending: boolean;
}

export function createRefreshQueue(doRefresh: () => Promise<boolean>): RefreshQueue {
  let inFlight: Promise<boolean> | null = null;
  return {
    refresh() {
      if (!inFlight) {
        inFlight = doRefresh()
          .catch(() => false)
          .finally(() => {
            inFlight = null;
          });
      }
      return inFlight;
    },
    get pending() {
      return inFlight !== null;
    },
  };
}
