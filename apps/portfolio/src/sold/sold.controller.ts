import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IdsDto, PORTFOLIO_SUBJECTS, SoldQuery, type PortfolioRequest, type RpcReply } from '@app/contracts';
import { parseDto, UserId } from '@app/common';
import { entityIdOf } from '../rpc/payload-ids.js';
import { SoldService } from './sold.service.js';

@Controller()
export class SoldController {
  constructor(private readonly sold: SoldService) {}

  @MessagePattern(PORTFOLIO_SUBJECTS.soldList)
  async list(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.soldList>> {
    const { groupBy } = await parseDto(SoldQuery, { groupBy: p?.query?.groupBy });
    return this.sold.list(userId, !!groupBy);
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.soldDelete)
  async delete(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.soldDelete>> {
    const id = await entityIdOf(p);
    await this.sold.delete(userId, id);
    return { id };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.soldBulkDelete)
  async bulkDelete(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.soldBulkDelete>> {
    const { soldPositionIds } = await parseDto(IdsDto, p?.body);
    return { deleted: await this.sold.bulkDelete(userId, soldPositionIds) };
  }
}
