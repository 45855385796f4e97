import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { HistoricalQuery, MARKET_SUBJECTS, type CandlesRequest, type RpcReply } from '@app/contracts';
import { parseDto } from '@app/common';
import { tokenOf } from '../payload.js';
import { CandlesService } from './candles.service.js';
import { dailyClosesRequestOf } from './daily-closes-request.js';
import { DailyClosesService } from './daily-closes.service.js';

@Controller()
export class CandlesController {
  constructor(
    private readonly candles: CandlesService,
    private readonly dailyCloses: DailyClosesService,
  ) {}

  @MessagePattern(MARKET_SUBJECTS.candlesGet)
  async get(@Payload() p: CandlesRequest): Promise<RpcReply<typeof MARKET_SUBJECTS.candlesGet>> {
    const token = tokenOf(p?.instrument_token);
    const q = await parseDto(HistoricalQuery, {
      from: p?.from,
      to: p?.to,
      interval: p?.interval,
      use_cache: p?.use_cache,
    });
    return this.candles.candles(token, { from: q.from, to: q.to, interval: q.interval ?? 'day' });
  }

  @MessagePattern(MARKET_SUBJECTS.candlesCloses)
  closes(@Payload() p: unknown): Promise<RpcReply<typeof MARKET_SUBJECTS.candlesCloses>> {
    return this.dailyCloses.closes(dailyClosesRequestOf(p));
  }
}
