import { Module } from '@nestjs/common';
import { CandlesModule } from '../candles/candles.module.js';
import { AnalysisController } from './analysis.controller.js';
import { AnalysisService } from './analysis.service.js';

/** Per-instrument analysis: the year's figures and the last quarters, over stored day candles. */
@Module({
  imports: [CandlesModule],
  controllers: [AnalysisController],
  providers: [AnalysisService],
})
export class AnalysisModule {}
