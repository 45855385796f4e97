import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ALERTS_SUBJECTS as S, AlertIdParam, AlertsPageQuery } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';

/** The signed-in user's stored target alerts. */
@Controller('alerts')
export class AlertsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get() list(@CurrentUserId() userId: string, @Query() q: AlertsPageQuery) {
    return this.rpc.request(S.alertsList, { query: { page: q.page, limit: q.limit }, userId });
  }
  @Post(':id/read') @HttpCode(200) read(@CurrentUserId() userId: string, @Param() { id }: AlertIdParam) {
    return this.rpc.request(S.alertRead, { id, userId });
  }
}
