import { Module } from '@nestjs/common';
import { KiteRestModule } from '../kite-rest/kite-rest.module.js';
import { FeedLeadership } from './feed-leadership.js';
import { FeedLockRepository } from './feed-lock.repository.js';
import { FeedService } from './feed.service.js';
import { QuotesRepository } from './quotes.repository.js';
import { TickPublisher } from './tick-publisher.js';
import { TicksController } from './ticks.controller.js';
import { TicksService } from './ticks.service.js';

/** The live side: the feed, its NATS output, latest prices and the feed commands. */
@Module({
  imports: [KiteRestModule],
  controllers: [TicksController],
  providers: [FeedLockRepository, FeedLeadership, QuotesRepository, FeedService, TickPublisher, TicksService],
  exports: [TicksService],
})
export class TicksModule {}
