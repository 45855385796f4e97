import { Controller, Get, Query } from '@nestjs/common';
import { MARKET_SUBJECTS as S, MarketCalendarQuery } from '@app/contracts';
import { RpcClient } from '@app/common/base';

/** The exchanges' calendar and their status now, in IST, for any signed-in user. */
@Controller('market')
export class MarketCalendarController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('calendar')
  calendar(@Query() q: MarketCalendarQuery) {
    return this.rpc.request(S.calendarGet, { year: q.year });
  }

  @Get('status')
  status() {
    return this.rpc.request(S.statusGet, {});
  }
}
