import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AUTH_SUBJECTS,
  AdminUpdateUserDto,
  type AdminDataSummaryReply,
  type AdminDataSummaryRequest,
  type AdminDeleteReply,
  type AdminDeleteRequest,
  type AdminListReply,
  type AdminUpdateRequest,
  type UserReply,
} from '@app/contracts';
import { parseDto, validationError } from '@app/common';
import { actorOf, uuidField } from '../users/payload.js';
import { AdminService } from './admin.service.js';

@Controller()
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @MessagePattern(AUTH_SUBJECTS.adminList)
  async list(): Promise<AdminListReply> {
    return { users: await this.admin.list() };
  }

  @MessagePattern(AUTH_SUBJECTS.adminUpdate)
  async update(@Payload() p: AdminUpdateRequest): Promise<UserReply> {
    const changes = await parseDto(AdminUpdateUserDto, p?.changes);
    if (Object.values(changes).every((v) => v === undefined)) {
      throw validationError([{ field: 'body', errors: ['give at least one of first_name, last_name, user_type, is_active, password'] }]);
    }
    return { user: await this.admin.update({ id: uuidField(p?.id), changes, actor: actorOf(p?.actor) }) };
  }

  @MessagePattern(AUTH_SUBJECTS.adminDelete)
  async delete(@Payload() p: AdminDeleteRequest): Promise<AdminDeleteReply> {
    const id = uuidField(p?.id);
    await this.admin.delete(id, actorOf(p?.actor));
    return { deleted: true, id };
  }

  @MessagePattern(AUTH_SUBJECTS.adminDataSummary)
  dataSummary(@Payload() p: AdminDataSummaryRequest): Promise<AdminDataSummaryReply> {
    return this.admin.dataSummary(uuidField(p?.id));
  }
}
