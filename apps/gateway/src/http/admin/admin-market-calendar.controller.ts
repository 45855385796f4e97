import { Controller, HttpCode, Post } from '@nestjs/common';
import { MARKET_SUBJECTS as S, type Actor } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentActor, Roles } from '../../auth/auth.decorators.js';

/** Operators re-read the calendar data file (MARKET_CALENDAR_FILE) on every market replica. */
@Roles('admin')
@Controller('admin/market/calendar')
export class AdminMarketCalendarController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('reload')
  @HttpCode(200)
  reload(@CurrentActor() actor: Actor) {
    return this.rpc.request(S.calendarReload, { actor });
  }
}
