import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  MARKET_SUBJECTS,
  SimulatorPriceDto,
  type FeedSubscribeRequest,
  type PricesLatestRequest,
  type SimulatorSetPriceRequest,
  type RpcReply,
} from '@app/contracts';
import { parseDto } from '@app/common';
import { actorOf, tokenList } from '../payload.js';
import { TicksService } from './ticks.service.js';

@Controller()
export class TicksController {
  constructor(private readonly ticks: TicksService) {}

  @MessagePattern(MARKET_SUBJECTS.pricesLatest)
  async latest(@Payload() p: PricesLatestRequest): Promise<RpcReply<typeof MARKET_SUBJECTS.pricesLatest>> {
    return { prices: await this.ticks.latestPrices(tokenList(p?.instrument_tokens, 'instrument_tokens')) };
  }

  @MessagePattern(MARKET_SUBJECTS.feedStatus)
  status(): RpcReply<typeof MARKET_SUBJECTS.feedStatus> {
    return this.ticks.feedStatus();
  }

  @MessagePattern(MARKET_SUBJECTS.overview)
  overview(): RpcReply<typeof MARKET_SUBJECTS.overview> {
    return this.ticks.overview();
  }

  @MessagePattern(MARKET_SUBJECTS.feedSubscribe)
  async subscribe(@Payload() p: FeedSubscribeRequest): Promise<RpcReply<typeof MARKET_SUBJECTS.feedSubscribe>> {
    return { instrument_tokens: await this.ticks.subscribe(tokenList(p?.instrument_tokens, 'instruments')) };
  }

  @MessagePattern(MARKET_SUBJECTS.simulatorSetPrice)
  async setPrice(@Payload() p: SimulatorSetPriceRequest): Promise<RpcReply<typeof MARKET_SUBJECTS.simulatorSetPrice>> {
    const actor = actorOf(p?.actor);
    const body = await parseDto(SimulatorPriceDto, {
      instrument_token: p?.instrument_token,
      last_price: p?.last_price,
    });
    return this.ticks.setSimulatedPrice(actor, body.instrument_token, body.last_price);
  }
}
