import { MAX_INSTRUMENT_TOKEN, MAX_SUBSCRIBE_TOKENS, USER_TYPES, type Actor } from '@app/contracts';
import { userIdOf, validationError } from '@app/common';

/** The signed-in caller of a command (user, role, session), as the gateway set it from the session. */
export function actorOf(value: unknown): Actor {
  const v = (value ?? {}) as Partial<Actor>;
  if (!USER_TYPES.includes(v.userType as never) || typeof v.sessionId !== 'string') {
    throw validationError([{ field: 'actor', errors: ['actor is required'] }]);
  }
  return { userId: userIdOf(v.userId, 'actor.userId'), userType: v.userType!, sessionId: v.sessionId };
}

/** A whole instrument token in Kite's range. */
export function isInstrumentToken(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_INSTRUMENT_TOKEN;
}

/** An instrument token, or a coded 400 naming the field. */
export function tokenOf(value: unknown, field = 'instrument_token'): number {
  if (!isInstrumentToken(value))
    throw validationError([{ field, errors: [`${field} must be a positive whole instrument token`] }]);
  return value;
}

/** Distinct instrument tokens (repeats dropped), at most MAX_SUBSCRIBE_TOKENS, or a coded 400 naming the field. */
export function tokenList(value: unknown, field: string): number[] {
  if (!Array.isArray(value) || value.length > MAX_SUBSCRIBE_TOKENS || !value.every(isInstrumentToken)) {
    throw validationError([
      { field, errors: [`${field} must be a list of at most ${MAX_SUBSCRIBE_TOKENS} instrument tokens`] },
    ]);
  }
  return [...new Set(value)];
}
