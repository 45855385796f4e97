import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  MARKET_SUBJECTS,
  MarketCalendarQuery,
  type MarketCalendarReloadRequest,
  type MarketCalendarRequest,
  type RpcReply,
} from '@app/contracts';
import { parseDto } from '@app/common';
import { actorOf } from '../payload.js';
import { CalendarService } from './calendar.service.js';

@Controller()
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @MessagePattern(MARKET_SUBJECTS.calendarGet)
  async get(@Payload() p: MarketCalendarRequest): Promise<RpcReply<typeof MARKET_SUBJECTS.calendarGet>> {
    const { year } = await parseDto(MarketCalendarQuery, { year: p?.year });
    return this.calendar.calendarOf(year);
  }

  @MessagePattern(MARKET_SUBJECTS.statusGet)
  status(): RpcReply<typeof MARKET_SUBJECTS.statusGet> {
    return this.calendar.status();
  }

  @MessagePattern(MARKET_SUBJECTS.calendarReload)
  reload(@Payload() p: MarketCalendarReloadRequest): Promise<RpcReply<typeof MARKET_SUBJECTS.calendarReload>> {
    return this.calendar.reload(actorOf(p?.actor));
  }
}
