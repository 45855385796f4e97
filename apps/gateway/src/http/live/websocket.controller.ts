import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { SubscribeInstrumentsDto } from '@app/contracts';
import { CurrentUserId } from '../../auth/auth.decorators.js';
import { LiveControlService } from '../../live/live-control.service.js';

/** Realtime control: the calling user's live stream and subscriptions. */
@Controller('websocket')
export class WebsocketController {
  constructor(private readonly control: LiveControlService) {}

  @Post('start')
  @HttpCode(200)
  start(@CurrentUserId() userId: string) {
    return this.control.setStreaming(userId, true);
  }

  @Post('stop')
  @HttpCode(200)
  stop(@CurrentUserId() userId: string) {
    return this.control.setStreaming(userId, false);
  }

  @Post('subscribe')
  @HttpCode(200)
  async subscribe(@Body() body: SubscribeInstrumentsDto, @CurrentUserId() userId: string) {
    return { instruments: await this.control.subscribe(userId, body.instruments) };
  }

  @Post('unsubscribe')
  @HttpCode(200)
  unsubscribe(@Body() body: SubscribeInstrumentsDto, @CurrentUserId() userId: string) {
    return { instruments: this.control.unsubscribe(userId, body.instruments) };
  }
}
