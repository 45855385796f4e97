import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AUTH_SUBJECTS,
  RegisterDto,
  ValidateUsernameDto,
  type ProfileRequest,
  type RegisterRequest,
  type UserReply,
  type ValidateUsernameReply,
  type ValidateUsernameRequest,
} from '@app/contracts';
import { parseDto } from '@app/common';
import { actorOf, uuidField } from './payload.js';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(AUTH_SUBJECTS.profile)
  async profile(@Payload() p: ProfileRequest): Promise<UserReply> {
    return { user: await this.users.profile(uuidField(p?.userId, 'userId')) };
  }

  @MessagePattern(AUTH_SUBJECTS.validateUsername)
  async validateUsername(@Payload() p: ValidateUsernameRequest): Promise<ValidateUsernameReply> {
    const { username } = await parseDto(ValidateUsernameDto, p);
    return this.users.validateUsername(username);
  }

  @MessagePattern(AUTH_SUBJECTS.register)
  async register(@Payload() p: RegisterRequest): Promise<UserReply> {
    const body = await parseDto(RegisterDto, p?.body);
    return { user: await this.users.register({ body, actor: p?.actor ? actorOf(p.actor) : undefined }) };
  }
}
