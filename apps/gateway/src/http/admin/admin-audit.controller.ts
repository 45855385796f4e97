import { Controller, Get, Query } from '@nestjs/common';
import { AUTH_SUBJECTS as S, AdminAuditQuery } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { Roles } from '../../auth/auth.decorators.js';

/** What admins did to accounts (today: users they created), newest first. */
@Roles('admin')
@Controller('admin/audit')
export class AdminAuditController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  async list(@Query() { limit }: AdminAuditQuery) {
    const { entries } = await this.rpc.request(S.adminAudit, { limit });
    return { entries };
  }
}
