import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor, UserType } from '@app/contracts';
import type { Request } from 'express';

export const PUBLIC_KEY = 'auth:public';
export const OPTIONAL_AUTH_KEY = 'auth:optional';
export const ROLES_KEY = 'auth:roles';

/** The route needs no session. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);
/** The route needs no session but reads one if present. */
export const OptionalAuth = () => SetMetadata(OPTIONAL_AUTH_KEY, true);
/** Only these user types may call the route. */
export const Roles = (...roles: UserType[]) => SetMetadata(ROLES_KEY, roles);

export type AuthedRequest = Request & { actor?: Actor };

export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor | undefined => {
  return ctx.switchToHttp().getRequest<AuthedRequest>().actor;
});

/** The signed-in caller's user id, on routes that need a session (the guard has admitted an actor). */
export const CurrentUserId = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  return ctx.switchToHttp().getRequest<AuthedRequest>().actor!.userId;
});
