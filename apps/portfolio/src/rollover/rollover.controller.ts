import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BulkRolloverDto, PORTFOLIO_SUBJECTS, RolloverDto, type PortfolioRequest, type RpcReply } from '@app/contracts';
import { parseDto, UserId } from '@app/common';
import { entityIdOf } from '../rpc/payload-ids.js';
import { RolloverService } from './rollover.service.js';

@Controller()
export class RolloverController {
  constructor(private readonly rollovers: RolloverService) {}

  @MessagePattern(PORTFOLIO_SUBJECTS.positionRollover)
  async rollover(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.positionRollover>> {
    const id = await entityIdOf(p);
    return this.rollovers.rollover(userId, id, await parseDto(RolloverDto, p?.body));
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.bulkRollover)
  async bulkRollover(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.bulkRollover>> {
    return this.rollovers.bulkRollover(userId, (await parseDto(BulkRolloverDto, p?.body)).rolloverData);
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.rolloverHistory)
  async history(@UserId() userId: string): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.rolloverHistory>> {
    return { rolloverHistory: await this.rollovers.list(userId) };
  }
}
