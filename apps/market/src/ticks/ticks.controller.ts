import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  MARKET_SUBJECTS,
  SimulatorPriceDto,
  type FeedStatusReply,
  type FeedSubscribeReply,
  type FeedSubscribeRequest,
  type MarketOverviewReply,
  type PricesLatestReply,
  type PricesLatestRequest,
  type SimulatorSetPriceReply,
  type SimulatorSetPriceRequest,
} from '@app/contracts';
import { parseDto } from '@app/common';
import { actorOf, tokenList } from '../payload.js';
import { TicksService } from './ticks.service.js';

@Controller()
export class TicksController {
  constructor(private readonly ticks: TicksService) {}

  @MessagePattern(MARKET_SUBJECTS.pricesLatest)
  latest(@Payload() p: PricesLatestRequest): PricesLatestReply {
    return { prices: this.ticks.latestPrices(tokenList(p?.instrument_tokens, 'instrument_tokens')) };
  }

  @MessagePattern(MARKET_SUBJECTS.feedStatus)
  status(): FeedStatusReply {
    return this.ticks.feedStatus();
  }

  @MessagePattern(MARKET_SUBJECTS.overview)
  overview(): MarketOverviewReply {
    return this.ticks.overview();
  }

  @MessagePattern(MARKET_SUBJECTS.feedSubscribe)
  async subscribe(@Payload() p: FeedSubscribeRequest): Promise<FeedSubscribeReply> {
    return { instrument_tokens: await this.ticks.subscribe(tokenList(p?.instrument_tokens, 'instruments')) };
  }

  @MessagePattern(MARKET_SUBJECTS.simulatorSetPrice)
  async setPrice(@Payload() p: SimulatorSetPriceRequest): Promise<SimulatorSetPriceReply> {
    const actor = actorOf(p?.actor);
    const body = await parseDto(SimulatorPriceDto, { instrument_token: p?.instrument_token, last_price: p?.last_price });
    return this.ticks.setSimulatedPrice(actor, body.instrument_token, body.last_price);
  }
}
