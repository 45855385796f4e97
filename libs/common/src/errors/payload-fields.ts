import { isUUID } from 'class-validator';
import { validationError } from './validation.js';

/** The user a request is for: the gateway sets it from the session, and services check it again. */
export function userIdOf(value: unknown, field = 'userId'): string {
  if (typeof value !== 'string' || !isUUID(value))
    throw validationError([{ field, errors: [`${field} must be a UUID`] }]);
  return value;
}
