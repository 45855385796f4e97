import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  MARKET_SUBJECTS,
  SEARCH_DEFAULT_LIMIT,
  SecuritiesSearchQuery,
  SimulatorPriceDto,
  type Actor,
  type MarketOverviewReply,
  type SecuritiesSearchReply,
  type SecuritiesSearchRequest,
  type SimulatorSetPriceReply,
  type SimulatorSetPriceRequest,
} from '@app/contracts';
import { RpcClient } from '@app/common';
import { CurrentActor, Roles } from '../../auth/auth.decorators.js';

@Controller()
export class MarketDataController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('securities/search')
  async search(@Query() q: SecuritiesSearchQuery) {
    const reply = await this.rpc.request<SecuritiesSearchReply, SecuritiesSearchRequest>(MARKET_SUBJECTS.securitiesSearch, {
      query: q.query,
      limit: q.limit ?? SEARCH_DEFAULT_LIMIT,
    });
    return { success: true, data: { securities: reply.securities } };
  }

  @Get('market-data')
  async overview() {
    return { success: true, data: await this.rpc.request<MarketOverviewReply>(MARKET_SUBJECTS.overview, {}) };
  }

  @Roles('admin')
  @Post('market/simulator/price')
  @HttpCode(200)
  async simulatorPrice(@Body() body: SimulatorPriceDto, @CurrentActor() actor: Actor) {
    const data = await this.rpc.request<SimulatorSetPriceReply, SimulatorSetPriceRequest>(MARKET_SUBJECTS.simulatorSetPrice, {
      actor,
      instrument_token: body.instrument_token,
      last_price: body.last_price,
    });
    return { success: true, data };
  }
}
