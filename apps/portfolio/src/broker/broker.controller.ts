import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BROKER_SUBJECTS as B,
  ModifyOrderDto,
  OrderIdParam,
  PlaceOrderDto,
  PORTFOLIO_SUBJECTS as S,
  type PortfolioRequest,
  type RpcReply,
} from '@app/contracts';
import { parseDto, UserId } from '@app/common';
import { SourcedBrokerService } from '../kite-broker/sourced-broker.service.js';

const orderIdOf = async (p: PortfolioRequest | undefined) => (await parseDto(OrderIdParam, { id: p?.id })).id;

/** The broker calls: each answered by Kite for a user with a live Zerodha session, by the paper broker otherwise. */
@Controller()
export class BrokerController {
  constructor(private readonly broker: SourcedBrokerService) {}

  @MessagePattern(S.orderPlace)
  async place(@UserId() userId: string, @Payload() p: PortfolioRequest): Promise<RpcReply<typeof S.orderPlace>> {
    return this.broker.place(userId, (await parseDto(PlaceOrderDto, p?.body)).order);
  }

  @MessagePattern(B.orderModify)
  async modify(@UserId() userId: string, @Payload() p: PortfolioRequest): Promise<RpcReply<typeof B.orderModify>> {
    return this.broker.modify(userId, await orderIdOf(p), await parseDto(ModifyOrderDto, p?.body ?? {}));
  }

  @MessagePattern(S.orderCancel)
  async cancel(@UserId() userId: string, @Payload() p: PortfolioRequest): Promise<RpcReply<typeof S.orderCancel>> {
    return this.broker.cancel(userId, await orderIdOf(p));
  }

  @MessagePattern(S.ordersList)
  orders(@UserId() userId: string): Promise<RpcReply<typeof S.ordersList>> {
    return this.broker.orders(userId);
  }

  @MessagePattern(S.funds)
  funds(@UserId() userId: string): Promise<RpcReply<typeof S.funds>> {
    return this.broker.funds(userId);
  }

  @MessagePattern(S.holdings)
  holdings(@UserId() userId: string): Promise<RpcReply<typeof S.holdings>> {
    return this.broker.holdings(userId);
  }

  @MessagePattern(S.userDetails)
  userDetails(@UserId() userId: string): Promise<RpcReply<typeof S.userDetails>> {
    return this.broker.userDetails(userId);
  }

  @MessagePattern(B.positions)
  positions(@UserId() userId: string): Promise<RpcReply<typeof B.positions>> {
    return this.broker.positions(userId);
  }

  @MessagePattern(B.trades)
  trades(@UserId() userId: string): Promise<RpcReply<typeof B.trades>> {
    return this.broker.trades(userId);
  }
}
