import { Module } from '@nestjs/common';
import { LiveGateway } from './live.gateway.js';

/** The browser's live connection: Socket.IO, tick fan-out and the realtime control routes. */
@Module({
  providers: [LiveGateway],
})
export class LiveModule {}
