import { isUUID } from 'class-validator';
import { validationError } from '@app/common';

/** The user a request is for; set by the gateway from the session and checked again here. */
export function userIdOf(value: unknown): string {
  if (typeof value !== 'string' || !isUUID(value)) throw validationError([{ field: 'userId', errors: ['userId must be a UUID'] }]);
  return value;
}
