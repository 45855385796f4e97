import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { EntityIdParam, IdsDto, PORTFOLIO_SUBJECTS as S, SoldQuery } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';

/** Sold positions: the list (optionally grouped by month) and removing sales. */
@Controller('portfolio/sold-positions')
export class SoldController {
  constructor(private readonly rpc: RpcClient) {}

  @Get() list(@CurrentUserId() userId: string, @Query() query: SoldQuery) {
    return this.rpc.request(S.soldList, { query: { groupBy: query.groupBy }, userId });
  }
  @Delete(':id') delete(@CurrentUserId() userId: string, @Param() { id }: EntityIdParam) {
    return this.rpc.request(S.soldDelete, { id, userId });
  }
  @Post('bulk-delete') @HttpCode(200) bulkDelete(@CurrentUserId() userId: string, @Body() body: IdsDto) {
    return this.rpc.request(S.soldBulkDelete, { body, userId });
  }
}
