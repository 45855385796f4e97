import type { PublicUser } from '@app/contracts/auth/types';

/** Where the signed-in user is kept in the browser: localStorage with remember-me, else sessionStorage. */
export const USER_STORAGE_KEY = 'user';

export type StoredUser = Pick<PublicUser, 'email' | 'user_type'> & Partial<Omit<PublicUser, 'email' | 'user_type'>>;

function isStoredUser(value: unknown): value is StoredUser {
  if (!value || typeof value !== 'object') return false;
  const u = value as Record<string, unknown>;
  return (
    typeof u.email === 'string' && u.email.includes('@') && (u.user_type === 'customer' || u.user_type === 'admin')
  );
}

function read(storage: Storage): StoredUser | null {
  const raw = storage.getItem(USER_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredUser(parsed)) return parsed;
  } catch {
    // fall through: unreadable data is deleted below
  }
  storage.removeItem(USER_STORAGE_KEY);
  return null;
}

/** The stored user and whether it came from remember-me storage; invalid data is deleted. */
export function restoreUser(): { user: StoredUser; remembered: boolean } | null {
  const remembered = read(localStorage);
  if (remembered) return { user: remembered, remembered: true };
  const session = read(sessionStorage);
  return session ? { user: session, remembered: false } : null;
}

/** Keeps the user in one storage only: persistent with remember-me, else for this tab's session. */
export function storeUser(user: StoredUser, rememberMe: boolean): void {
  const json = JSON.stringify(user);
  if (rememberMe) {
    localStorage.setItem(USER_STORAGE_KEY, json);
    sessionStorage.removeItem(USER_STORAGE_KEY);
  } else {
    sessionStorage.setItem(USER_STORAGE_KEY, json);
    localStorage.removeItem(USER_STORAGE_KEY);
  }
}

export function forgetUser(): void {
  localStorage.removeItem(USER_STORAGE_KEY);
  sessionStorage.removeItem(USER_STORAGE_KEY);
}
