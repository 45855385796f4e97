import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EntityIdParam, PlaceOrderDto, PORTFOLIO_SUBJECTS, type PortfolioRequest } from '@app/contracts';
import { parseDto, userIdOf } from '@app/common';
import { PaperBrokerService } from './paper-broker.service.js';

@Controller()
export class BrokerController {
  constructor(private readonly broker: PaperBrokerService) {}

  @MessagePattern(PORTFOLIO_SUBJECTS.orderPlace)
  async place(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    const { order } = await parseDto(PlaceOrderDto, p?.body);
    const placed = await this.broker.place(userId, order);
    return { order_id: placed.order_id, status: placed.status, status_message: placed.status_message, order: placed };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.orderCancel)
  async cancel(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    const { id } = await parseDto(EntityIdParam, { id: p?.id });
    return { order: await this.broker.cancel(userId, id) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.ordersList)
  async orders(@Payload() p: PortfolioRequest) {
    return { orders: await this.broker.orders(userIdOf(p?.userId)) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.funds)
  async funds(@Payload() p: PortfolioRequest) {
    return { funds: await this.broker.funds(userIdOf(p?.userId)) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.holdings)
  async holdings(@Payload() p: PortfolioRequest) {
    return { holdings: await this.broker.holdings(userIdOf(p?.userId)) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.userDetails)
  async userDetails(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    const { equity } = await this.broker.funds(userId);
    return {
      user_details: {
        user_id: userId,
        broker: 'PAPER',
        exchanges: ['NSE', 'BSE', 'NFO', 'MCX'],
        products: ['CNC', 'MIS', 'NRML'],
        order_types: ['MARKET', 'LIMIT'],
        available_cash: equity.available.cash,
      },
    };
  }
}
