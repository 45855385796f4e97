import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  AnalyticsAddDto,
  AnalyticsBulkAddDto,
  AnalyticsMonthsQuery,
  AnalyticsRemoveDto,
  MARKET_SUBJECTS,
  type Actor,
  type AnalyticsBulkDataReply,
} from '@app/contracts';
import { RpcClient } from '@app/common';
import { CurrentActor } from '../../auth/auth.decorators.js';

/** Analytics tracking (part 1 section 7): every call acts on the signed-in user's own instruments. */
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly rpc: RpcClient) {}

  private async call(subject: string, actor: Actor, body: object = {}) {
    return { success: true, data: await this.rpc.request<unknown>(subject, { ...body, userId: actor.userId }) };
  }

  @Post('instruments/add')
  @HttpCode(200)
  add(@Body() body: AnalyticsAddDto, @CurrentActor() actor: Actor) {
    return this.call(MARKET_SUBJECTS.analyticsAdd, actor, body);
  }

  @Post('instruments/bulk-add')
  @HttpCode(200)
  bulkAdd(@Body() body: AnalyticsBulkAddDto, @CurrentActor() actor: Actor) {
    return this.call(MARKET_SUBJECTS.analyticsBulkAdd, actor, body);
  }

  @Post('instruments/bulk-add-rate-limited')
  @HttpCode(200)
  bulkAddRateLimited(@Body() body: AnalyticsBulkAddDto, @CurrentActor() actor: Actor) {
    return this.call(MARKET_SUBJECTS.analyticsBulkAddRateLimited, actor, body);
  }

  @Get('processing-status')
  status(@CurrentActor() actor: Actor) {
    return this.call(MARKET_SUBJECTS.analyticsProcessingStatus, actor);
  }

  @Post('restart-processing')
  @HttpCode(200)
  restart(@CurrentActor() actor: Actor) {
    return this.call(MARKET_SUBJECTS.analyticsRestartProcessing, actor);
  }

  @Get('failed-instruments')
  failed(@CurrentActor() actor: Actor) {
    return this.call(MARKET_SUBJECTS.analyticsFailed, actor);
  }

  @Post('retry-failed')
  @HttpCode(200)
  retryFailed(@CurrentActor() actor: Actor) {
    return this.call(MARKET_SUBJECTS.analyticsRetryFailed, actor);
  }

  @Get('instruments/tracked')
  tracked(@CurrentActor() actor: Actor) {
    return this.call(MARKET_SUBJECTS.analyticsTracked, actor);
  }

  /** Part 2 reads `status` beside `success`, and the instruments under `data`. */
  @Get('bulk-data-instant')
  async bulkData(@Query() q: AnalyticsMonthsQuery, @CurrentActor() actor: Actor) {
    const reply = await this.rpc.request<AnalyticsBulkDataReply>(MARKET_SUBJECTS.analyticsBulkData, { userId: actor.userId, months: q.months });
    return { success: true, status: reply.status, data: { instruments: reply.instruments, months: reply.months } };
  }

  @Post('data/update')
  @HttpCode(200)
  update(@CurrentActor() actor: Actor) {
    return this.call(MARKET_SUBJECTS.analyticsDataUpdate, actor);
  }

  @Post('instruments/remove')
  @HttpCode(200)
  remove(@Body() body: AnalyticsRemoveDto, @CurrentActor() actor: Actor) {
    return this.call(MARKET_SUBJECTS.analyticsRemove, actor, body);
  }
}
