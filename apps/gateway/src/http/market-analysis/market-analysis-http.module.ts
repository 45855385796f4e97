import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller.js';
import { HistoricalController } from './historical.controller.js';

/** REST routes of historical candles, analysis and analytics tracking. */
@Module({
  controllers: [HistoricalController, AnalyticsController],
})
export class MarketAnalysisHttpModule {}
