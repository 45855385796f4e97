import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { EntityIdParam, PlaceOrderDto, PORTFOLIO_SUBJECTS as S } from '@app/contracts';
import { RpcClient } from '@app/common';
import { CurrentUserId } from '../../auth/auth.decorators.js';

/** The paper broker: the account's funds, holdings and details, and its orders. */
@Controller()
export class BrokerController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('funds') funds(@CurrentUserId() userId: string) {
    return this.rpc.request(S.funds, { userId });
  }
  @Get('portfolio/holdings') holdings(@CurrentUserId() userId: string) {
    return this.rpc.request(S.holdings, { userId });
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
  @Delete('orders/:id') cancel(@CurrentUserId() userId: string, @Param() { id }: EntityIdParam) {
    return this.rpc.request(S.orderCancel, { id, userId });
  }
}
