import type { PublicUser } from '@app/contracts/auth/types';
import { displayNameOf } from '../auth';

/** Users whose name, email or role contains the query (case-insensitive); all for a blank query. */
export function filterUsers(users: readonly PublicUser[], query: string): PublicUser[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...users];
  return users.filter((u) =>
    [displayNameOf(u), u.email, u.user_type, u.is_active ? 'active' : 'inactive'].some((text) =>
      text.toLowerCase().includes(q),
    ),
  );
}

export interface UserCounts {
  total: number;
  active: number;
  admins: number;
  inactive: number;
}

export function countUsers(users: readonly PublicUser[]): UserCounts {
  const active = users.filter((u) => u.is_active).length;
  return {
    total: users.length,
    active,
    admins: users.filter((u) => u.user_type === 'admin').length,
    inactive: users.length - active,
  };
}

/** The user list after one user changed: replaced in place, or added at the end. */
export function replaceUser(users: readonly PublicUser[], user: PublicUser): PublicUser[] {
  return users.some((u) => u.id === user.id) ? users.map((u) => (u.id === user.id ? user : u)) : [...users, user];
}

/** "refresh_tokens" as "refresh tokens"; service names capitalised. */
export function humanise(key: string): string {
  return key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}
