import { Module } from '@nestjs/common';
import { CandlesController } from './candles.controller.js';
import { CandlesRepository } from './candles.repository.js';
import { CandlesService } from './candles.service.js';

/** Historical candles: simulated past days, stored, and the days the live feed closes. */
@Module({
  controllers: [CandlesController],
  providers: [CandlesRepository, CandlesService],
  exports: [CandlesService],
})
export class CandlesModule {}
