import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AUTH_SUBJECTS,
  RegisterDto,
  ValidateUsernameDto,
  type RegisterRequest,
  type ValidateUsernameRequest,
  type RpcReply,
} from '@app/contracts';
import { UserId, parseDto } from '@app/common';
import { actorOf } from './payload.js';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(AUTH_SUBJECTS.profile)
  async profile(@UserId() userId: string): Promise<RpcReply<typeof AUTH_SUBJECTS.profile>> {
    return { user: await this.users.profile(userId) };
  }

  @MessagePattern(AUTH_SUBJECTS.validateUsername)
  async validateUsername(
    @Payload() p: ValidateUsernameRequest,
  ): Promise<RpcReply<typeof AUTH_SUBJECTS.validateUsername>> {
    const { username } = await parseDto(ValidateUsernameDto, p);
    return this.users.validateUsername(username);
  }

  @MessagePattern(AUTH_SUBJECTS.register)
  async register(@Payload() p: RegisterRequest): Promise<RpcReply<typeof AUTH_SUBJECTS.register>> {
    const body = await parseDto(RegisterDto, p?.body);
    return { user: await this.users.register({ body, actor: p?.actor ? actorOf(p.actor) : undefined }) };
  }
}
