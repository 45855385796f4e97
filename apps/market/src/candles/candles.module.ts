import { Module } from '@nestjs/common';
import { AnalysisService } from './analysis.service.js';
import { CandlesController } from './candles.controller.js';
import { CandlesRepository } from './candles.repository.js';
import { CandlesService } from './candles.service.js';

/** Historical candles and per-instrument analysis. */
@Module({
  controllers: [CandlesController],
  providers: [CandlesRepository, CandlesService, AnalysisService],
  exports: [CandlesService],
})
export class CandlesModule {}
