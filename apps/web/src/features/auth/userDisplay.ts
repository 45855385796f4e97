import type { StoredUser } from '../../shared/session/authStorage';

/** First and last name, else the part of the email before the @, else "User". */
export function displayNameOf(user: Pick<StoredUser, 'email' | 'first_name' | 'last_name'> | null): string {
  if (!user) return 'User';
  const full = [user.first_name, user.last_name]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  if (full) return full;
  const local = user.email?.split('@')[0]?.trim();
  return local || 'User';
}

/**
 * The role line under the name in the user menu. An admin's Zerodha id is the one of their live Kite
 * connection when they have one, else the broker id on their account.
 */
export function roleLineOf(user: StoredUser, connectedZerodhaId?: string | null): string {
  if (user.user_type === 'admin') {
    const id = connectedZerodhaId || user.user_id;
    return id ? `Admin • Zerodha ID: ${id}` : `Administrator • ${user.email}`;
  }
  return `Customer • ${user.email}`;
}

export function initialsOf(user: StoredUser | null): string {
  const name = displayNameOf(user);
  const parts = name.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0]![0]! + parts[parts.length - 1]![0]! : name.slice(0, 2);
  return letters.toUpperCase();
}
