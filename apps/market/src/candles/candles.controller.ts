import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  HistoricalQuery,
  MARKET_SUBJECTS,
  type AnalysisRequest,
  type CandlesReply,
  type CandlesRequest,
  type InstrumentAnalysis,
  type QuarterlyAnalysis,
} from '@app/contracts';
import { parseDto } from '@app/common';
import { tokenOf } from '../payload.js';
import { AnalysisService } from './analysis.service.js';
import { CandlesService } from './candles.service.js';

@Controller()
export class CandlesController {
  constructor(
    private readonly candles: CandlesService,
    private readonly analysis: AnalysisService,
  ) {}

  @MessagePattern(MARKET_SUBJECTS.candlesGet)
  async get(@Payload() p: CandlesRequest): Promise<CandlesReply> {
    const token = tokenOf(p?.instrument_token);
    const q = await parseDto(HistoricalQuery, { from: p?.from, to: p?.to, interval: p?.interval, use_cache: p?.use_cache });
    return { candles: await this.candles.candles(token, { from: q.from, to: q.to, interval: q.interval ?? 'day' }) };
  }

  @MessagePattern(MARKET_SUBJECTS.analysisGet)
  async analysisOf(@Payload() p: AnalysisRequest): Promise<InstrumentAnalysis> {
    return this.analysis.analysis(tokenOf(p?.instrument_token));
  }

  @MessagePattern(MARKET_SUBJECTS.analysisQuarterly)
  async quarterly(@Payload() p: AnalysisRequest): Promise<QuarterlyAnalysis> {
    return this.analysis.quarterly(tokenOf(p?.instrument_token));
  }
}
