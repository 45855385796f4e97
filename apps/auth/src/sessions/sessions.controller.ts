import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AUTH_SUBJECTS,
  LoginDto,
  type LoginRequest,
  type LogoutReply,
  type LogoutRequest,
  type RefreshRequest,
  type RevocationsReply,
  type SessionReply,
} from '@app/contracts';
import { parseDto } from '@app/common';
import { LoginService } from '../login/login.service.js';
import { SessionsService } from './sessions.service.js';
import { clientInfo, optionalString, requiredString } from '../users/payload.js';

@Controller()
export class SessionsController {
  constructor(
    private readonly login: LoginService,
    private readonly sessions: SessionsService,
  ) {}

  @MessagePattern(AUTH_SUBJECTS.login)
  async signIn(@Payload() p: LoginRequest): Promise<SessionReply> {
    const body = await parseDto(LoginDto, { email: p?.email, password: p?.password, remember_me: p?.remember_me });
    return this.login.login({ ...body, client: clientInfo(p?.client) });
  }

  @MessagePattern(AUTH_SUBJECTS.refresh)
  refresh(@Payload() p: RefreshRequest): Promise<SessionReply> {
    return this.sessions.refresh(requiredString(p?.refreshToken, 'refreshToken'));
  }

  @MessagePattern(AUTH_SUBJECTS.logout)
  async logout(@Payload() p: LogoutRequest): Promise<LogoutReply> {
    return { revoked: await this.sessions.end(optionalString(p?.refreshToken), optionalString(p?.sessionId)) };
  }

  @MessagePattern(AUTH_SUBJECTS.revocations)
  async revocations(): Promise<RevocationsReply> {
    return { sessions: await this.sessions.recentRevocations() };
  }
}
