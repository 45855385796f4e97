import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { UserType } from '@app/contracts';
import { ApiError } from '../errors/api-error.js';
import { ACCESS_COOKIE, AccessTokenService } from './access-token.service.js';
import { OPTIONAL_AUTH_KEY, PUBLIC_KEY, ROLES_KEY, type AuthedRequest } from './auth.decorators.js';

/**
 * Global guard: every route needs a valid access cookie unless marked public, and a route marked
 * with roles refuses every other user type with 403.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokenService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') return true;
    const targets = [ctx.getHandler(), ctx.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    const actor = await this.tokens.verify(req.cookies?.[ACCESS_COOKIE]);
    if (actor) req.actor = actor;
    if (this.reflector.getAllAndOverride<boolean>(OPTIONAL_AUTH_KEY, targets)) return true;
    if (!actor) throw new ApiError(HttpStatus.UNAUTHORIZED, 'Not signed in');
    const roles = this.reflector.getAllAndOverride<UserType[] | undefined>(ROLES_KEY, targets);
    if (roles && !roles.includes(actor.userType))
      throw new ApiError(HttpStatus.FORBIDDEN, 'You do not have permission to do this');
    return true;
  }
}
