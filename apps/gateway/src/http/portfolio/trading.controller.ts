import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { EntityIdParam, PlaceOrderDto, PORTFOLIO_SUBJECTS as S, TokenIdParam, type Actor } from '@app/contracts';
import { CurrentActor } from '../../auth/auth.decorators.js';
import { PortfolioRpc } from './portfolio-rpc.js';

/** Re-buy and the paper broker (account and trading data of part 1 section 7). */
@Controller()
export class TradingController {
  constructor(private readonly p: PortfolioRpc) {}

  @Get('rebuy/entries') entries(@CurrentActor() a: Actor) { return this.p.data(S.rebuyEntries, a.userId); }
  @Get('rebuy/stats') stats(@CurrentActor() a: Actor) { return this.p.data(S.rebuyStats, a.userId); }
  @Delete('rebuy/instrument/:id') deleteInstrument(@CurrentActor() a: Actor, @Param() { id }: TokenIdParam) { return this.p.data(S.rebuyDeleteInstrument, a.userId, { id: String(id) }); }
  @Delete('rebuy/entry/:id') deleteEntry(@CurrentActor() a: Actor, @Param() { id }: EntityIdParam) { return this.p.data(S.rebuyDeleteEntry, a.userId, { id }); }
  @Get('funds') funds(@CurrentActor() a: Actor) { return this.p.data(S.funds, a.userId); }
  @Get('portfolio/holdings') holdings(@CurrentActor() a: Actor) { return this.p.data(S.holdings, a.userId); }
  @Get('orders') orders(@CurrentActor() a: Actor) { return this.p.data(S.ordersList, a.userId); }
  @Post('orders/place') place(@CurrentActor() a: Actor, @Body() body: PlaceOrderDto) { return this.p.data(S.orderPlace, a.userId, { body }); }
  @Delete('orders/:id') cancel(@CurrentActor() a: Actor, @Param() { id }: EntityIdParam) { return this.p.data(S.orderCancel, a.userId, { id }); }
  @Get('user-details') userDetails(@CurrentActor() a: Actor) { return this.p.data(S.userDetails, a.userId); }
}
