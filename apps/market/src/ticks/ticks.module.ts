import { Module } from '@nestjs/common';
import { FeedLeadership } from './feed-leadership.js';
import { FeedService } from './feed.service.js';
import { QuoteStore } from './quote-store.js';
import { TickPublisher } from './tick-publisher.js';
import { TicksController } from './ticks.controller.js';
import { TicksService } from './ticks.service.js';

/** The live side: the feed, its NATS output, latest prices and the feed commands. */
@Module({
  controllers: [TicksController],
  providers: [FeedLeadership, FeedService, QuoteStore, TickPublisher, TicksService],
  exports: [TicksService],
})
export class TicksModule {}
