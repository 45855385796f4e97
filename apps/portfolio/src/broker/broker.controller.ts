import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PlaceOrderDto, PORTFOLIO_SUBJECTS, type PortfolioRequest, type RpcReply } from '@app/contracts';
import { parseDto, UserId } from '@app/common';
import { entityIdOf } from '../rpc/payload-ids.js';
import { PaperBrokerService } from './paper-broker.service.js';

@Controller()
export class BrokerController {
  constructor(private readonly broker: PaperBrokerService) {}

  @MessagePattern(PORTFOLIO_SUBJECTS.orderPlace)
  async place(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.orderPlace>> {
    return this.broker.place(userId, (await parseDto(PlaceOrderDto, p?.body)).order);
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.orderCancel)
  async cancel(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.orderCancel>> {
    return { order: await this.broker.cancel(userId, await entityIdOf(p)), source: 'paper' };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.ordersList)
  async orders(@UserId() userId: string): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.ordersList>> {
    return { orders: await this.broker.orders(userId), source: 'paper' };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.funds)
  async funds(@UserId() userId: string): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.funds>> {
    return { funds: await this.broker.funds(userId), source: 'paper' };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.holdings)
  async holdings(@UserId() userId: string): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.holdings>> {
    return { holdings: await this.broker.holdings(userId), source: 'paper' };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.userDetails)
  async userDetails(@UserId() userId: string): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.userDetails>> {
    return { user_details: await this.broker.userDetails(userId), source: 'paper' };
  }
}
