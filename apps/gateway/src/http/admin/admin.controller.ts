import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { AUTH_SUBJECTS as S, AdminUpdateUserDto, UserIdParam, type Actor } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentActor, Roles } from '../../auth/auth.decorators.js';

@Roles('admin')
@Controller('admin/users')
export class AdminController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  async list() {
    const { users } = await this.rpc.request(S.adminList, {});
    return { users };
  }

  @Put(':id')
  async update(@Param() { id }: UserIdParam, @Body() changes: AdminUpdateUserDto, @CurrentActor() actor: Actor) {
    const { user } = await this.rpc.request(S.adminUpdate, { id, changes, actor });
    return { user };
  }

  @Delete(':id')
  async delete(@Param() { id }: UserIdParam, @CurrentActor() actor: Actor) {
    const reply = await this.rpc.request(S.adminDelete, { id, actor });
    return { id: reply.id };
  }

  @Get(':id/data-summary')
  dataSummary(@Param() { id }: UserIdParam) {
    return this.rpc.request(S.adminDataSummary, { id });
  }
}
