import { Module } from '@nestjs/common';
import { CandlesModule } from '../candles/candles.module.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsProcessor } from './analytics.processor.js';
import { AnalyticsService } from './analytics.service.js';
import { TrackedRepository } from './tracked.repository.js';

/** Per-user analytics tracking over stored candles. */
@Module({
  imports: [CandlesModule],
  controllers: [AnalyticsController],
  providers: [TrackedRepository, AnalyticsProcessor, AnalyticsService],
})
export class AnalyticsModule {}
