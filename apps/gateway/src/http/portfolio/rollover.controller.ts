import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { BulkRolloverDto, EntityIdParam, PORTFOLIO_SUBJECTS as S, RolloverDto } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';

/** Futures rollovers: one position or many into the next contract, and the history of them. */
@Controller('portfolio/manual')
export class RolloverController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('positions/:id/rollover') @HttpCode(200) rollover(
    @CurrentUserId() userId: string,
    @Param() { id }: EntityIdParam,
    @Body() body: RolloverDto,
  ) {
    return this.rpc.request(S.positionRollover, { id, body, userId });
  }
  @Post('bulk-rollover') @HttpCode(200) bulkRollover(@CurrentUserId() userId: string, @Body() body: BulkRolloverDto) {
    return this.rpc.request(S.bulkRollover, { body, userId });
  }
  @Get('rollover-history') history(@CurrentUserId() userId: string) {
    return this.rpc.request(S.rolloverHistory, { userId });
  }
}
