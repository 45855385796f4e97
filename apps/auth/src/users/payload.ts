import { isUUID } from 'class-validator';
import { USER_TYPES, type Actor, type ClientInfo } from '@app/contracts';
import { validationError } from '@app/common';

/** Checks the envelope fields the gateway adds to a request (who calls, from where). */
export function requiredString(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 512) {
    throw validationError([{ field, errors: [`${field} is required`] }]);
  }
  return value;
}

export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= 512 ? value : undefined;
}

export function uuidField(value: unknown, field = 'id'): string {
  if (typeof value !== 'string' || !isUUID(value))
    throw validationError([{ field, errors: [`${field} must be a UUID`] }]);
  return value;
}

export function clientInfo(value: unknown): ClientInfo {
  const v = (value ?? {}) as Partial<ClientInfo>;
  return { ip: optionalString(v.ip) ?? 'unknown', userAgent: optionalString(v.userAgent) };
}

export function actorOf(value: unknown): Actor {
  const v = (value ?? {}) as Partial<Actor>;
  if (!USER_TYPES.includes(v.userType as never))
    throw validationError([{ field: 'actor', errors: ['actor is required'] }]);
  return {
    userId: uuidField(v.userId, 'actor.userId'),
    userType: v.userType!,
    sessionId: requiredString(v.sessionId, 'actor.sessionId'),
  };
}
