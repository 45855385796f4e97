import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  AUTH_SUBJECTS,
  LoginDto,
  RegisterDto,
  ValidateUsernameDto,
  type Actor,
  type LoginRequest,
  type LogoutRequest,
  type RegisterRequest,
  type SessionReply,
  type UserReply,
  type ValidateUsernameReply,
} from '@app/contracts';
import { RpcClient } from '@app/common';
import { REFRESH_COOKIE } from '../../auth/access-token.service.js';
import { CurrentActor, OptionalAuth, Public } from '../../auth/auth.decorators.js';
import { clearAuthCookies, setAuthCookies } from '../../auth/cookies.js';
import { GatewayConfig } from '../../config/gateway.config.js';
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
    const reply = await this.rpc.request<SessionReply, LoginRequest>(AUTH_SUBJECTS.login, { ...body, client: this.client(req) });
    setAuthCookies(res, reply.tokens, this.config.COOKIE_SECURE);
    return { success: true, data: { user: reply.user } };
  }

  @Public()
  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const refreshToken = req.cookies?.[REFRESH_COOKIE] as string | undefined;
    if (!refreshToken) throw new ApiError(HttpStatus.UNAUTHORIZED, 'No refresh token');
    try {
      const reply = await this.rpc.request<SessionReply>(AUTH_SUBJECTS.refresh, { refreshToken, client: this.client(req) });
      setAuthCookies(res, reply.tokens, this.config.COOKIE_SECURE);
      return { success: true, data: { user: reply.user } };
    } catch (e) {
      if ((e as { code?: string }).code === 'UNAUTHENTICATED') clearAuthCookies(res, this.config.COOKIE_SECURE);
      throw e;
    }
  }

  @OptionalAuth()
  @Post('logout')
  @HttpCode(HttpStatus.OK)
  async logout(@Req() req: Request, @CurrentActor() actor: Actor | undefined, @Res({ passthrough: true }) res: Response) {
    await this.endSession(req, actor, res);
    return { success: true, message: 'Logged out' };
  }

  /** Same as logout for the caller's session, and answers success even with no session at all. */
  @OptionalAuth()
  @Post('clear-tokens')
  @HttpCode(HttpStatus.OK)
  async clearTokens(@Req() req: Request, @CurrentActor() actor: Actor | undefined, @Res({ passthrough: true }) res: Response) {
    await this.endSession(req, actor, res);
    return { success: true, message: 'Tokens cleared' };
  }

  @Get('profile')
  async profile(@CurrentActor() actor: Actor) {
    const reply = await this.rpc.request<UserReply>(AUTH_SUBJECTS.profile, { userId: actor.userId });
    return { success: true, data: { user: reply.user } };
  }

  @Public()
  @Post('validate-username')
  @HttpCode(HttpStatus.OK)
  async validateUsername(@Body() body: ValidateUsernameDto) {
    const reply = await this.rpc.request<ValidateUsernameReply>(AUTH_SUBJECTS.validateUsername, body);
    return { success: true, ...reply };
  }

  @OptionalAuth()
  @Post('register')
  async register(@Body() body: RegisterDto, @CurrentActor() actor: Actor | undefined) {
    const reply = await this.rpc.request<UserReply, RegisterRequest>(AUTH_SUBJECTS.register, { body, actor });
    return { success: true, data: { user: reply.user } };
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
