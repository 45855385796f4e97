import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  HistoricalQuery,
  InstrumentTokenParam,
  MARKET_SUBJECTS,
  type CandlesReply,
  type CandlesRequest,
  type InstrumentAnalysis,
  type QuarterlyAnalysis,
} from '@app/contracts';
import { RpcClient } from '@app/common';

@Controller()
export class HistoricalController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('historical/:token')
  async historical(@Param() { token }: InstrumentTokenParam, @Query() q: HistoricalQuery) {
    const reply = await this.rpc.request<CandlesReply, CandlesRequest>(MARKET_SUBJECTS.candlesGet, {
      instrument_token: token,
      from: q.from,
      to: q.to,
      interval: q.interval ?? 'day',
      use_cache: q.use_cache ?? true,
    });
    return { success: true, data: reply.candles };
  }

  @Get('analysis/quarterly/:token')
  async quarterly(@Param() { token }: InstrumentTokenParam) {
    return { success: true, data: await this.rpc.request<QuarterlyAnalysis>(MARKET_SUBJECTS.analysisQuarterly, { instrument_token: token }) };
  }

  @Get('analysis/:token')
  async analysis(@Param() { token }: InstrumentTokenParam) {
    return { success: true, data: await this.rpc.request<InstrumentAnalysis>(MARKET_SUBJECTS.analysisGet, { instrument_token: token }) };
  }
}
