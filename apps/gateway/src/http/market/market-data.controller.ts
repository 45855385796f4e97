import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  MARKET_SUBJECTS as S,
  SEARCH_DEFAULT_LIMIT,
  SecuritiesSearchQuery,
  SimulatorPriceDto,
  type Actor,
} from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentActor, Roles } from '../../auth/auth.decorators.js';

@Controller()
export class MarketDataController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('securities/search')
  async search(@Query() q: SecuritiesSearchQuery) {
    const { securities } = await this.rpc.request(S.securitiesSearch, {
      query: q.query,
      limit: q.limit ?? SEARCH_DEFAULT_LIMIT,
    });
    return { securities };
  }

  @Get('market-data')
  overview() {
    return this.rpc.request(S.overview, {});
  }

  @Roles('admin')
  @Post('market/simulator/price')
  @HttpCode(200)
  simulatorPrice(@Body() body: SimulatorPriceDto, @CurrentActor() actor: Actor) {
    return this.rpc.request(S.simulatorSetPrice, {
      actor,
      instrument_token: body.instrument_token,
      last_price: body.last_price,
    });
  }
}
