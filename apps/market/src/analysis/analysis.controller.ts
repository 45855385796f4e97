import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { MARKET_SUBJECTS, type AnalysisRequest, type RpcReply } from '@app/contracts';
import { tokenOf } from '../payload.js';
import { AnalysisService } from './analysis.service.js';

@Controller()
export class AnalysisController {
  constructor(private readonly analysis: AnalysisService) {}

  @MessagePattern(MARKET_SUBJECTS.analysisGet)
  async analysisOf(@Payload() p: AnalysisRequest): Promise<RpcReply<typeof MARKET_SUBJECTS.analysisGet>> {
    return this.analysis.analysis(tokenOf(p?.instrument_token));
  }

  @MessagePattern(MARKET_SUBJECTS.analysisQuarterly)
  async quarterly(@Payload() p: AnalysisRequest): Promise<RpcReply<typeof MARKET_SUBJECTS.analysisQuarterly>> {
    return this.analysis.quarterly(tokenOf(p?.instrument_token));
  }
}
