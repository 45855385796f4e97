import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AnalyticsAddDto,
  AnalyticsBulkAddDto,
  AnalyticsMonthsQuery,
  AnalyticsRemoveDto,
  MARKET_SUBJECTS,
  type AnalyticsAddRequest,
  type AnalyticsBulkAddRequest,
  type AnalyticsBulkDataReply,
  type AnalyticsBulkDataRequest,
  type AnalyticsFailedInstrument,
  type AnalyticsInstrument,
  type AnalyticsProcessingStatus,
  type AnalyticsUserRequest,
} from '@app/contracts';
import { parseDto } from '@app/common';
import { userIdOf } from '../payload.js';
import { AnalyticsService } from './analytics.service.js';

type Instruments = { instruments: AnalyticsInstrument[] };

@Controller()
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @MessagePattern(MARKET_SUBJECTS.analyticsAdd)
  async add(@Payload() p: AnalyticsAddRequest): Promise<{ instrument: AnalyticsInstrument }> {
    const userId = userIdOf(p?.userId);
    const body = await parseDto(AnalyticsAddDto, { instrument_token: p?.instrument_token, months: p?.months });
    const [instrument] = await this.analytics.add(userId, [body.instrument_token], body.months);
    return { instrument };
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsBulkAdd)
  async bulkAdd(@Payload() p: AnalyticsBulkAddRequest): Promise<Instruments> {
    const userId = userIdOf(p?.userId);
    const body = await parseDto(AnalyticsBulkAddDto, { instrument_tokens: p?.instrument_tokens, months: p?.months });
    return { instruments: await this.analytics.add(userId, [...new Set(body.instrument_tokens)], body.months) };
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsBulkAddRateLimited)
  async bulkAddRateLimited(@Payload() p: AnalyticsBulkAddRequest): Promise<{ queued: number; rate_per_second: number }> {
    const userId = userIdOf(p?.userId);
    const body = await parseDto(AnalyticsBulkAddDto, { instrument_tokens: p?.instrument_tokens, months: p?.months });
    const added = await this.analytics.add(userId, [...new Set(body.instrument_tokens)], body.months, true);
    return { queued: added.length, rate_per_second: this.analytics.ratePerSecond };
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsProcessingStatus)
  async status(@Payload() p: AnalyticsUserRequest): Promise<AnalyticsProcessingStatus> {
    return this.analytics.status(userIdOf(p?.userId));
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsRestartProcessing)
  async restart(@Payload() p: AnalyticsUserRequest): Promise<{ requeued: number }> {
    return { requeued: await this.analytics.requeue(userIdOf(p?.userId), 'restart') };
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsFailed)
  async failed(@Payload() p: AnalyticsUserRequest): Promise<{ instruments: AnalyticsFailedInstrument[] }> {
    return { instruments: await this.analytics.failed(userIdOf(p?.userId)) };
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsRetryFailed)
  async retryFailed(@Payload() p: AnalyticsUserRequest): Promise<{ requeued: number }> {
    return { requeued: await this.analytics.requeue(userIdOf(p?.userId), 'failed') };
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsTracked)
  async tracked(@Payload() p: AnalyticsUserRequest): Promise<Instruments> {
    return { instruments: await this.analytics.tracked(userIdOf(p?.userId)) };
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsBulkData)
  async bulkData(@Payload() p: AnalyticsBulkDataRequest): Promise<AnalyticsBulkDataReply> {
    const userId = userIdOf(p?.userId);
    const { months } = await parseDto(AnalyticsMonthsQuery, { months: p?.months });
    return this.analytics.bulkData(userId, months);
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsDataUpdate)
  async update(@Payload() p: AnalyticsUserRequest): Promise<{ requeued: number }> {
    return { requeued: await this.analytics.requeue(userIdOf(p?.userId), 'all') };
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsRemove)
  async remove(@Payload() p: AnalyticsAddRequest): Promise<{ instrument_token: number }> {
    const userId = userIdOf(p?.userId);
    const { instrument_token } = await parseDto(AnalyticsRemoveDto, { instrument_token: p?.instrument_token });
    await this.analytics.remove(userId, instrument_token);
    return { instrument_token };
  }
}
