import { Module } from '@nestjs/common';

/** Per-user analytics tracking over stored candles. */
@Module({})
export class AnalyticsModule {}
