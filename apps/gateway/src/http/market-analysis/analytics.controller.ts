import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  AnalyticsAddDto,
  AnalyticsBulkAddDto,
  AnalyticsMonthsQuery,
  AnalyticsRemoveDto,
  MARKET_SUBJECTS as S,
} from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';
import { FlatEnvelope } from '../../envelope/envelope.decorators.js';

/** Analytics tracking: every call acts on the signed-in user's own instruments. */
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('instruments/add') @HttpCode(200) add(@Body() body: AnalyticsAddDto, @CurrentUserId() userId: string) {
    return this.rpc.request(S.analyticsAdd, { ...body, userId });
  }
  @Post('instruments/bulk-add') @HttpCode(200) bulkAdd(
    @Body() body: AnalyticsBulkAddDto,
    @CurrentUserId() userId: string,
  ) {
    return this.rpc.request(S.analyticsBulkAdd, { ...body, userId });
  }
  @Post('instruments/bulk-add-rate-limited') @HttpCode(200) bulkAddRateLimited(
    @Body() body: AnalyticsBulkAddDto,
    @CurrentUserId() userId: string,
  ) {
    return this.rpc.request(S.analyticsBulkAddRateLimited, { ...body, userId });
  }
  @Get('processing-status') status(@CurrentUserId() userId: string) {
    return this.rpc.request(S.analyticsProcessingStatus, { userId });
  }
  @Post('restart-processing') @HttpCode(200) restart(@CurrentUserId() userId: string) {
    return this.rpc.request(S.analyticsRestartProcessing, { userId });
  }
  @Get('failed-instruments') failed(@CurrentUserId() userId: string) {
    return this.rpc.request(S.analyticsFailed, { userId });
  }
  @Post('retry-failed') @HttpCode(200) retryFailed(@CurrentUserId() userId: string) {
    return this.rpc.request(S.analyticsRetryFailed, { userId });
  }
  @Get('instruments/tracked') tracked(@CurrentUserId() userId: string) {
    return this.rpc.request(S.analyticsTracked, { userId });
  }

  /** The analytics container reads `status` beside `success`, and the instruments under `data`. */
  @Get('bulk-data-instant')
  @FlatEnvelope()
  async bulkData(@Query() q: AnalyticsMonthsQuery, @CurrentUserId() userId: string) {
    const reply = await this.rpc.request(S.analyticsBulkData, { userId, months: q.months });
    return { status: reply.status, data: { instruments: reply.instruments, months: reply.months } };
  }

  @Post('data/update') @HttpCode(200) update(@CurrentUserId() userId: string) {
    return this.rpc.request(S.analyticsDataUpdate, { userId });
  }
  @Post('instruments/remove') @HttpCode(200) remove(@Body() body: AnalyticsRemoveDto, @CurrentUserId() userId: string) {
    return this.rpc.request(S.analyticsRemove, { ...body, userId });
  }
}
