import { Controller, Get, Query } from '@nestjs/common';
import { IsinQueryDto, LEDGER_SUBJECTS as S, RealisedQueryDto } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';

/** The lot ledger: holdings derived from lots, the lots themselves, and realised P&L. */
@Controller('ledger')
export class LedgerController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('holdings') holdings(@CurrentUserId() userId: string) {
    return this.rpc.request(S.holdings, { userId });
  }
  @Get('lots') lots(@CurrentUserId() userId: string, @Query() query: IsinQueryDto) {
    return this.rpc.request(S.lots, { query: { isin: query.isin }, userId });
  }
  @Get('realised') realised(@CurrentUserId() userId: string, @Query() query: RealisedQueryDto) {
    return this.rpc.request(S.realised, { query: { from: query.from, to: query.to }, userId });
  }
}

/** Dividends: received (imported or from applied actions), upcoming, and yield on cost. */
@Controller('dividends')
export class DividendsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get() list(@CurrentUserId() userId: string) {
    return this.rpc.request(S.dividends, { userId });
  }
}
