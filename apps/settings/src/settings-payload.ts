import { isUUID } from 'class-validator';
import { validationError } from '@app/common';

/** The user a request is for; the gateway sets it from the session, and it is checked here again. */
export function userIdOf(value: unknown): string {
  if (typeof value !== 'string' || !isUUID(value)) throw validationError([{ field: 'userId', errors: ['userId must be a UUID'] }]);
  return value;
}
