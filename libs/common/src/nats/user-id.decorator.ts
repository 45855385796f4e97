import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { userIdOf } from '../errors/payload-fields.js';

/** Reads the caller's user id from a request payload, refusing anything but a UUID with a coded 400. */
export function userIdFromPayload(payload: unknown, field = 'userId'): string {
  const value =
    typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[field] : undefined;
  return userIdOf(value, field);
}

/**
 * The user a NATS request is for, as the gateway set it from the session: `@UserId() userId: string`.
 * Pass another field name when the id travels under a different key.
 */
export const UserId = createParamDecorator((field: string | undefined, ctx: ExecutionContext) =>
  userIdFromPayload(ctx.switchToRpc().getData(), field ?? 'userId'),
);
