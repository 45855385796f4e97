import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import {
  AUTH_SUBJECTS,
  AdminUpdateUserDto,
  UserIdParam,
  type Actor,
  type AdminDataSummaryReply,
  type AdminDeleteReply,
  type AdminListReply,
  type AdminUpdateRequest,
  type UserReply,
} from '@app/contracts';
import { RpcClient } from '@app/common';
import { CurrentActor, Roles } from '../../auth/auth.decorators.js';

@Roles('admin')
@Controller('admin/users')
export class AdminController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  async list() {
    const reply = await this.rpc.request<AdminListReply>(AUTH_SUBJECTS.adminList, {});
    return { success: true, data: { users: reply.users } };
  }

  @Put(':id')
  async update(@Param() { id }: UserIdParam, @Body() changes: AdminUpdateUserDto, @CurrentActor() actor: Actor) {
    const reply = await this.rpc.request<UserReply, AdminUpdateRequest>(AUTH_SUBJECTS.adminUpdate, { id, changes, actor });
    return { success: true, data: { user: reply.user } };
  }

  @Delete(':id')
  async delete(@Param() { id }: UserIdParam, @CurrentActor() actor: Actor) {
    const reply = await this.rpc.request<AdminDeleteReply>(AUTH_SUBJECTS.adminDelete, { id, actor });
    return { success: true, data: { id: reply.id } };
  }

  @Get(':id/data-summary')
  async dataSummary(@Param() { id }: UserIdParam) {
    const reply = await this.rpc.request<AdminDataSummaryReply>(AUTH_SUBJECTS.adminDataSummary, { id });
    return { success: true, data: reply };
  }
}
