import type { AdminUpdateRequest } from '@app/contracts';
import type { UserEntity } from '../users/user.entity.js';

type AccountChanges = AdminUpdateRequest['changes'];
type AccountPatch = Partial<Pick<UserEntity, 'firstName' | 'lastName' | 'userType' | 'isActive' | 'passwordHash'>>;

/** An admin may not lock themselves out: no deactivating or demoting their own account. */
export function locksThemselvesOut(actorId: string, id: string, changes: AccountChanges): boolean {
  return id === actorId && (changes.is_active === false || (!!changes.user_type && changes.user_type !== 'admin'));
}

/** The account fields an admin's changes set (a new password arrives already hashed). */
export function accountPatch(changes: AccountChanges, passwordHash: string | undefined): AccountPatch {
  const patch: AccountPatch = {};
  if (changes.first_name !== undefined) patch.firstName = changes.first_name;
  if (changes.last_name !== undefined) patch.lastName = changes.last_name;
  if (changes.user_type !== undefined) patch.userType = changes.user_type;
  if (changes.is_active !== undefined) patch.isActive = changes.is_active;
  if (passwordHash !== undefined) patch.passwordHash = passwordHash;
  return patch;
}

/**
 * Why a change must end the account's sessions, or null: a new password, a disabled account or a
 * lost or gained role ends the sessions the old state allowed; a new name does not.
 */
export function revocationReason(
  before: Pick<UserEntity, 'isActive' | 'userType'>,
  patch: AccountPatch,
): string | null {
  if (patch.passwordHash) return 'password changed';
  if (patch.isActive === false && before.isActive) return 'account disabled';
  if (patch.userType && patch.userType !== before.userType) return 'role changed';
  return null;
}
