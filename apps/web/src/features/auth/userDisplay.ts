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

/** The role line under the name in the user menu. */
export function roleLineOf(user: StoredUser): string {
  if (user.user_type === 'admin') {
    return user.user_id ? `Admin • Zerodha ID: ${user.user_id}` : `Administrator • ${user.email}`;
  }
  return `Customer • ${user.email}`;
}

export function initialsOf(user: StoredUser | null): string {
  const name = displayNameOf(user);
  const parts = name.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0]![0]! + parts[parts.length - 1]![0]! : name.slice(0, 2);
  return letters.toUpperCase();
}
