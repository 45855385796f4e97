import { forgetUser } from '../../shared/session/authStorage';

/** Browser-stored preferences removed at logout, so the next user starts clean. */
export const PREFERENCE_KEYS_CLEARED_ON_LOGOUT = [
  'fontSizePreference',
  'fontFamilyPreference',
  'uiPreferences',
  'analyticsSettings',
  'portfolioSettings',
  'watchlistSettings',
  'chartSettings',
  'userSettings',
  'tableSettings',
  'layoutSettings',
  'conditionalFormatSettings',
  'colorSettings',
] as const;

/** Forgets the user and their stored preferences at once; never throws. */
export function clearStoredSession(): void {
  forgetUser();
  for (const key of PREFERENCE_KEYS_CLEARED_ON_LOGOUT) {
    try {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    } catch {
      // storage may be unavailable (private mode); nothing to clear then
    }
  }
}

/** Also deletes the origin's local databases and the caches that hold user or API data; never throws. */
export async function clearLocalSession(): Promise<void> {
  clearStoredSession();
  await Promise.all([clearDatabases(), clearCaches()]);
}

async function clearDatabases(): Promise<void> {
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
    const dbs = await indexedDB.databases();
    for (const db of dbs) if (db.name) indexedDB.deleteDatabase(db.name);
  } catch {
    // best effort
  }
}

async function clearCaches(): Promise<void> {
  try {
    if (typeof caches === 'undefined') return;
    const names = await caches.keys();
    await Promise.all(names.filter((n) => /user|api/i.test(n)).map((n) => caches.delete(n)));
  } catch {
    // best effort
  }
}
