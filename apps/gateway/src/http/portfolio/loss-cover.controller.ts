import { Controller, Get, Query } from '@nestjs/common';
import { LossCoverQuery, PORTFOLIO_SUBJECTS as S } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';

/** Positions whose loss falls in a range, biggest loss first. */
@Controller('portfolio/loss-cover')
export class LossCoverController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('positions') positions(@CurrentUserId() userId: string, @Query() q: LossCoverQuery) {
    const query = { minLossPercent: q.minLossPercent, maxLossPercent: q.maxLossPercent, search: q.search };
    return this.rpc.request(S.lossCover, { query, userId });
  }
}
