import { Module } from '@nestjs/common';
import { DashboardIndicesController } from './dashboard-indices.controller.js';
import { HistoryFetcherController } from './history-fetcher.controller.js';
import { InstrumentsController } from './instruments.controller.js';
import { MarketCalendarController } from './market-calendar.controller.js';
import { MarketDataController } from './market-data.controller.js';

/** REST routes of the instrument master, securities search, market data, the calendar and dashboard indices. */
@Module({
  controllers: [
    InstrumentsController,
    MarketDataController,
    MarketCalendarController,
    DashboardIndicesController,
    HistoryFetcherController,
  ],
})
export class MarketHttpModule {}
