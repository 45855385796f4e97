import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ALERTS_SUBJECTS as S, AlertsPageQuery, FireIdParam } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';

/** The header bell's rule alerts: the signed-in user's fires sent in-app, and their read marks. */
@Controller('alerts/fires')
export class AlertInAppFiresController {
  constructor(private readonly rpc: RpcClient) {}

  @Get() list(@CurrentUserId() userId: string, @Query() q: AlertsPageQuery) {
    return this.rpc.request(S.firesList, { query: { page: q.page, limit: q.limit }, userId });
  }
  @Post('read-all') @HttpCode(200) readAll(@CurrentUserId() userId: string) {
    return this.rpc.request(S.firesReadAll, { userId });
  }
  @Post(':id/read') @HttpCode(200) read(@CurrentUserId() userId: string, @Param() { id }: FireIdParam) {
    return this.rpc.request(S.fireRead, { id, userId });
  }
}
