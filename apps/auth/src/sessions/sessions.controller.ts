import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AUTH_SUBJECTS, type LogoutRequest, type RefreshRequest, type RpcReply } from '@app/contracts';
import { optionalString, requiredString } from '../users/payload.js';
import { SessionsService } from './sessions.service.js';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @MessagePattern(AUTH_SUBJECTS.refresh)
  refresh(@Payload() p: RefreshRequest): Promise<RpcReply<typeof AUTH_SUBJECTS.refresh>> {
    return this.sessions.refresh(requiredString(p?.refreshToken, 'refreshToken'));
  }

  @MessagePattern(AUTH_SUBJECTS.logout)
  async logout(@Payload() p: LogoutRequest): Promise<RpcReply<typeof AUTH_SUBJECTS.logout>> {
    return { revoked: await this.sessions.end(optionalString(p?.refreshToken), optionalString(p?.sessionId)) };
  }

  @MessagePattern(AUTH_SUBJECTS.revocations)
  async revocations(): Promise<RpcReply<typeof AUTH_SUBJECTS.revocations>> {
    return { sessions: await this.sessions.recentRevocations() };
  }
}
