import type { PublicUser } from '@app/contracts';
import type { UserEntity } from './user.entity.js';

export function toPublicUser(u: UserEntity): PublicUser {
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    user_type: u.userType,
    user_id: u.brokerUserId,
    user_shortname: u.brokerUserShortname,
    is_active: u.isActive,
    created_at: u.createdAt.toISOString(),
    last_login_at: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
