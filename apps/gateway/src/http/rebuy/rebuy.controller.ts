import { Controller, Delete, Get, Param } from '@nestjs/common';
import { EntityIdParam, PORTFOLIO_SUBJECTS as S, TokenIdParam } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';

/** Re-buy: sold instruments grouped with their chance to buy back lower. */
@Controller('rebuy')
export class RebuyController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('entries') entries(@CurrentUserId() userId: string) {
    return this.rpc.request(S.rebuyEntries, { userId });
  }
  @Get('stats') stats(@CurrentUserId() userId: string) {
    return this.rpc.request(S.rebuyStats, { userId });
  }
  @Delete('instrument/:id') deleteInstrument(@CurrentUserId() userId: string, @Param() { id }: TokenIdParam) {
    return this.rpc.request(S.rebuyDeleteInstrument, { id: String(id), userId });
  }
  @Delete('entry/:id') deleteEntry(@CurrentUserId() userId: string, @Param() { id }: EntityIdParam) {
    return this.rpc.request(S.rebuyDeleteEntry, { id, userId });
  }
}
