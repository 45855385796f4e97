import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { SubscribeInstrumentsDto, type Actor } from '@app/contracts';
import { CurrentActor } from '../../auth/auth.decorators.js';
import { LiveControlService } from '../../live/live-control.service.js';

/** Realtime control (part 1 section 7): the calling user's live stream and subscriptions. */
@Controller('websocket')
export class WebsocketController {
  constructor(private readonly control: LiveControlService) {}

  @Post('start')
  @HttpCode(200)
  async start(@CurrentActor() actor: Actor) {
    return { success: true, data: await this.control.setStreaming(actor.userId, true) };
  }

  @Post('stop')
  @HttpCode(200)
  async stop(@CurrentActor() actor: Actor) {
    return { success: true, data: await this.control.setStreaming(actor.userId, false) };
  }

  @Post('subscribe')
  @HttpCode(200)
  async subscribe(@Body() body: SubscribeInstrumentsDto, @CurrentActor() actor: Actor) {
    return { success: true, data: { instruments: await this.control.subscribe(actor.userId, body.instruments) } };
  }

  @Post('unsubscribe')
  @HttpCode(200)
  unsubscribe(@Body() body: SubscribeInstrumentsDto, @CurrentActor() actor: Actor) {
    return { success: true, data: { instruments: this.control.unsubscribe(actor.userId, body.instruments) } };
  }
}
