import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AUTH_SUBJECTS,
  AdminAuditQuery,
  AdminUpdateUserDto,
  type AdminAuditRequest,
  type AdminDataSummaryRequest,
  type AdminDeleteRequest,
  type AdminUpdateRequest,
  type RpcReply,
} from '@app/contracts';
import { parseDto, validationError } from '@app/common';
import { actorOf, uuidField } from '../users/payload.js';
import { AdminAuditService } from '../audit/admin-audit.service.js';
import { AdminService } from './admin.service.js';

@Controller()
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly auditLog: AdminAuditService,
  ) {}

  @MessagePattern(AUTH_SUBJECTS.adminList)
  async list(): Promise<RpcReply<typeof AUTH_SUBJECTS.adminList>> {
    return { users: await this.admin.list() };
  }

  @MessagePattern(AUTH_SUBJECTS.adminUpdate)
  async update(@Payload() p: AdminUpdateRequest): Promise<RpcReply<typeof AUTH_SUBJECTS.adminUpdate>> {
    const changes = await parseDto(AdminUpdateUserDto, p?.changes);
    if (Object.values(changes).every((v) => v === undefined)) {
      throw validationError([
        { field: 'body', errors: ['give at least one of first_name, last_name, user_type, is_active, password'] },
      ]);
    }
    return { user: await this.admin.update({ id: uuidField(p?.id), changes, actor: actorOf(p?.actor) }) };
  }

  @MessagePattern(AUTH_SUBJECTS.adminDelete)
  async delete(@Payload() p: AdminDeleteRequest): Promise<RpcReply<typeof AUTH_SUBJECTS.adminDelete>> {
    const id = uuidField(p?.id);
    await this.admin.delete(id, actorOf(p?.actor));
    return { deleted: true, id };
  }

  @MessagePattern(AUTH_SUBJECTS.adminAudit)
  async audit(@Payload() p: AdminAuditRequest): Promise<RpcReply<typeof AUTH_SUBJECTS.adminAudit>> {
    const { limit } = await parseDto(AdminAuditQuery, p ?? {});
    return { entries: await this.auditLog.newest(limit) };
  }

  @MessagePattern(AUTH_SUBJECTS.adminDataSummary)
  dataSummary(@Payload() p: AdminDataSummaryRequest): Promise<RpcReply<typeof AUTH_SUBJECTS.adminDataSummary>> {
    return this.admin.dataSummary(uuidField(p?.id));
  }
}
