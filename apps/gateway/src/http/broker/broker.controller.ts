import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import {
  BROKER_SUBJECTS as B,
  ModifyOrderDto,
  OrderIdParam,
  PlaceOrderDto,
  PORTFOLIO_SUBJECTS as S,
} from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';

/**
 * The account's broker: funds, holdings, positions, trades, details and orders. The portfolio service
 * answers each from Kite for a user with a live Zerodha session, from the paper broker otherwise; every
 * answer says its `source`.
 */
@Controller()
export class BrokerController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('funds') funds(@CurrentUserId() userId: string) {
    return this.rpc.request(S.funds, { userId });
  }
  @Get('portfolio/holdings') holdings(@CurrentUserId() userId: string) {
    return this.rpc.request(S.holdings, { userId });
  }
  @Get('portfolio/positions') positions(@CurrentUserId() userId: string) {
    return this.rpc.request(B.positions, { userId });
  }
  @Get('trades') trades(@CurrentUserId() userId: string) {
    return this.rpc.request(B.trades, { userId });
  }
  @Get('user-details') userDetails(@CurrentUserId() userId: string) {
    return this.rpc.request(S.userDetails, { userId });
  }
  @Get('orders') orders(@CurrentUserId() userId: string) {
    return this.rpc.request(S.ordersList, { userId });
  }
  @Post('orders/place') place(@CurrentUserId() userId: string, @Body() body: PlaceOrderDto) {
    return this.rpc.request(S.orderPlace, { body, userId });
  }
  @Put('orders/:id') modify(
    @CurrentUserId() userId: string,
    @Param() { id }: OrderIdParam,
    @Body() body: ModifyOrderDto,
  ) {
    return this.rpc.request(B.orderModify, { id, body, userId });
  }
  @Delete('orders/:id') cancel(@CurrentUserId() userId: string, @Param() { id }: OrderIdParam) {
    return this.rpc.request(S.orderCancel, { id, userId });
  }
}
