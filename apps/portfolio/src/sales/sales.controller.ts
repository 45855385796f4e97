import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  PORTFOLIO_SUBJECTS,
  SellPositionDto,
  SquareOffDto,
  type PortfolioRequest,
  type RpcReply,
} from '@app/contracts';
import { parseDto, UserId } from '@app/common';
import { entityIdOf } from '../rpc/payload-ids.js';
import { SaleService } from './sale.service.js';

@Controller()
export class SalesController {
  constructor(private readonly sales: SaleService) {}

  @MessagePattern(PORTFOLIO_SUBJECTS.positionSell)
  async sell(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.positionSell>> {
    const id = await entityIdOf(p);
    const { sellPrice, quantity, soldAt } = await parseDto(SellPositionDto, p?.body);
    return { soldPosition: await this.sales.sell(userId, id, { sellPrice, quantity, soldAt }) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.positionSquareOff)
  async squareOff(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.positionSquareOff>> {
    const id = await entityIdOf(p);
    const { price } = await parseDto(SquareOffDto, p?.body ?? {});
    return { soldPosition: await this.sales.squareOff(userId, id, price) };
  }
}
