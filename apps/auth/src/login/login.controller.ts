import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AUTH_SUBJECTS, LoginDto, type LoginRequest, type RpcReply } from '@app/contracts';
import { parseDto } from '@app/common';
import { clientInfo } from '../users/payload.js';
import { LoginService } from './login.service.js';

@Controller()
export class LoginController {
  constructor(private readonly login: LoginService) {}

  @MessagePattern(AUTH_SUBJECTS.login)
  async signIn(@Payload() p: LoginRequest): Promise<RpcReply<typeof AUTH_SUBJECTS.login>> {
    const body = await parseDto(LoginDto, { email: p?.email, password: p?.password, remember_me: p?.remember_me });
    return this.login.login({ ...body, client: clientInfo(p?.client) });
  }
}
