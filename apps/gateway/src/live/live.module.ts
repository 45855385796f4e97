import { Module } from '@nestjs/common';
import { ImportProgressPushService } from '../http/imports/import-progress-push.service.js';
import { WebsocketController } from '../http/live/websocket.controller.js';
import { AlertFiredPushService } from './alert-fired-push.service.js';
import { LiveControlService } from './live-control.service.js';
import { LiveGateway } from './live.gateway.js';
import { LiveServer } from './live-server.js';
import { OrderPushService } from './order-push.service.js';
import { TickFanoutService } from './tick-fanout.service.js';

/** The browser's live connection: Socket.IO, tick fan-out and the realtime control routes. */
@Module({
  controllers: [WebsocketController],
  providers: [
    LiveServer,
    LiveControlService,
    TickFanoutService,
    LiveGateway,
    OrderPushService,
    ImportProgressPushService,
    AlertFiredPushService,
  ],
})
export class LiveModule {}
