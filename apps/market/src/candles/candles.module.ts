import { Module } from '@nestjs/common';
import { CandlesController } from './candles.controller.js';
import { CandlesRepository } from './candles.repository.js';
import { CandlesService } from './candles.service.js';
import { DailyClosesService } from './daily-closes.service.js';
import { KiteCandlesRepository } from './kite-candles.repository.js';
import { KiteHistoryService } from './kite-history.service.js';
import { KiteRestModule } from '../kite-rest/kite-rest.module.js';

/**
 * Historical candles: with Kite configured, Kite's own, fetched on demand and stored; otherwise
 * simulated past days, stored, and the days the live feed closes.
 */
@Module({
  imports: [KiteRestModule],
  controllers: [CandlesController],
  providers: [CandlesRepository, CandlesService, DailyClosesService, KiteCandlesRepository, KiteHistoryService],
  exports: [CandlesService],
})
export class CandlesModule {}
