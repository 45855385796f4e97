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
  type AnalyticsBulkDataRequest,
  type RpcReply,
} from '@app/contracts';
import { parseDto, UserId } from '@app/common';
import { AnalyticsService } from './analytics.service.js';

@Controller()
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @MessagePattern(MARKET_SUBJECTS.analyticsAdd)
  async add(
    @UserId() userId: string,
    @Payload() p: AnalyticsAddRequest,
  ): Promise<RpcReply<typeof MARKET_SUBJECTS.analyticsAdd>> {
    const body = await parseDto(AnalyticsAddDto, { instrument_token: p?.instrument_token, months: p?.months });
    const [instrument] = await this.analytics.add(userId, [body.instrument_token], body.months);
    return { instrument };
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsBulkAdd)
  async bulkAdd(
    @UserId() userId: string,
    @Payload() p: AnalyticsBulkAddRequest,
  ): Promise<RpcReply<typeof MARKET_SUBJECTS.analyticsBulkAdd>> {
    const body = await parseDto(AnalyticsBulkAddDto, { instrument_tokens: p?.instrument_tokens, months: p?.months });
    return { instruments: await this.analytics.add(userId, body.instrument_tokens, body.months) };
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsBulkAddRateLimited)
  async bulkAddRateLimited(
    @UserId() userId: string,
    @Payload() p: AnalyticsBulkAddRequest,
  ): Promise<RpcReply<typeof MARKET_SUBJECTS.analyticsBulkAddRateLimited>> {
    const body = await parseDto(AnalyticsBulkAddDto, { instrument_tokens: p?.instrument_tokens, months: p?.months });
    return this.analytics.addRateLimited(userId, body.instrument_tokens, body.months);
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsProcessingStatus)
  async status(@UserId() userId: string): Promise<RpcReply<typeof MARKET_SUBJECTS.analyticsProcessingStatus>> {
    return this.analytics.status(userId);
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsRestartProcessing)
  async restart(@UserId() userId: string): Promise<RpcReply<typeof MARKET_SUBJECTS.analyticsRestartProcessing>> {
    return { requeued: await this.analytics.requeue(userId, 'restart') };
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsFailed)
  async failed(@UserId() userId: string): Promise<RpcReply<typeof MARKET_SUBJECTS.analyticsFailed>> {
    return { instruments: await this.analytics.failed(userId) };
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsRetryFailed)
  async retryFailed(@UserId() userId: string): Promise<RpcReply<typeof MARKET_SUBJECTS.analyticsRetryFailed>> {
    return { requeued: await this.analytics.requeue(userId, 'failed') };
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsTracked)
  async tracked(@UserId() userId: string): Promise<RpcReply<typeof MARKET_SUBJECTS.analyticsTracked>> {
    return { instruments: await this.analytics.tracked(userId) };
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsBulkData)
  async bulkData(
    @UserId() userId: string,
    @Payload() p: AnalyticsBulkDataRequest,
  ): Promise<RpcReply<typeof MARKET_SUBJECTS.analyticsBulkData>> {
    const { months } = await parseDto(AnalyticsMonthsQuery, { months: p?.months });
    return this.analytics.bulkData(userId, months);
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsDataUpdate)
  async update(@UserId() userId: string): Promise<RpcReply<typeof MARKET_SUBJECTS.analyticsDataUpdate>> {
    return { requeued: await this.analytics.requeue(userId, 'all') };
  }

  @MessagePattern(MARKET_SUBJECTS.analyticsRemove)
  async remove(
    @UserId() userId: string,
    @Payload() p: AnalyticsAddRequest,
  ): Promise<RpcReply<typeof MARKET_SUBJECTS.analyticsRemove>> {
    const { instrument_token } = await parseDto(AnalyticsRemoveDto, { instrument_token: p?.instrument_token });
    await this.analytics.remove(userId, instrument_token);
    return { instrument_token };
  }
}
