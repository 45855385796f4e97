import { Module } from '@nestjs/common';

/** REST routes of historical candles, analysis and analytics tracking. */
@Module({})
export class MarketAnalysisHttpModule {}
