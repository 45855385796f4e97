import { Module } from '@nestjs/common';
import { FeedCredentials } from './feed-credentials.js';

/** The Kite token source shared by the feed and the Kite REST clients: one instance per replica. */
@Module({
  providers: [FeedCredentials],
  exports: [FeedCredentials],
})
export class FeedsModule {}
