import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  AUTH_SUBJECTS,
  LoginDto,
  RegisterDto,
  ValidateUsernameDto,
  type Actor,
  type LogoutRequest,
} from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { REFRESH_COOKIE } from '../../auth/access-token.service.js';
import { CurrentActor, CurrentUserId, OptionalAuth, Public } from '../../auth/auth.decorators.js';
import { clearAuthCookies, setAuthCookies } from '../../auth/cookies.js';
import { GatewayConfig } from '../../config/gateway.config.js';
import { FlatEnvelope } from '../../envelope/envelope.decorators.js';
import { ApiError } from '../../errors/api-error.js';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly config: GatewayConfig,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  async login(@Body() body: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const reply = await this.rpc.request(AUTH_SUBJECTS.login, {
      ...body,
      client: this.client(req),
    });
    setAuthCookies(res, reply.tokens, this.config.COOKIE_SECURE);
    return { user: reply.user };
  }

  @Public()
  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const refreshToken = req.cookies?.[REFRESH_COOKIE] as string | undefined;
    if (!refreshToken) throw new ApiError(HttpStatus.UNAUTHORIZED, 'No refresh token');
    try {
      const reply = await this.rpc.request(AUTH_SUBJECTS.refresh, {
        refreshToken,
        client: this.client(req),
      });
      setAuthCookies(res, reply.tokens, this.config.COOKIE_SECURE);
      return { user: reply.user };
    } catch (e) {
      if ((e as { code?: string }).code === 'UNAUTHENTICATED') clearAuthCookies(res, this.config.COOKIE_SECURE);
      throw e;
    }
  }

  @OptionalAuth()
  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @FlatEnvelope()
  async logout(
    @Req() req: Request,
    @CurrentActor() actor: Actor | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.endSession(req, actor, res);
    return { message: 'Logged out' };
  }

  /** Same as logout for the caller's session, and answers success even with no session at all. */
  @OptionalAuth()
  @Post('clear-tokens')
  @HttpCode(HttpStatus.OK)
  @FlatEnvelope()
  async clearTokens(
    @Req() req: Request,
    @CurrentActor() actor: Actor | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.endSession(req, actor, res);
    return { message: 'Tokens cleared' };
  }

  @Get('profile')
  async profile(@CurrentUserId() userId: string) {
    const { user } = await this.rpc.request(AUTH_SUBJECTS.profile, { userId });
    return { user };
  }

  @Public()
  @Post('validate-username')
  @HttpCode(HttpStatus.OK)
  @FlatEnvelope()
  validateUsername(@Body() body: ValidateUsernameDto) {
    return this.rpc.request(AUTH_SUBJECTS.validateUsername, body);
  }

  @OptionalAuth()
  @Post('register')
  async register(@Body() body: RegisterDto, @CurrentActor() actor: Actor | undefined) {
    const { user } = await this.rpc.request(AUTH_SUBJECTS.register, { body, actor });
    return { user };
  }

  private async endSession(req: Request, actor: Actor | undefined, res: Response) {
    clearAuthCookies(res, this.config.COOKIE_SECURE);
    const payload: LogoutRequest = { refreshToken: req.cookies?.[REFRESH_COOKIE], sessionId: actor?.sessionId };
    if (payload.refreshToken || payload.sessionId) await this.rpc.request(AUTH_SUBJECTS.logout, payload);
  }

  private client(req: Request) {
    return { ip: req.ip ?? 'unknown', userAgent: req.get('user-agent')?.slice(0, 512) };
  }
}
