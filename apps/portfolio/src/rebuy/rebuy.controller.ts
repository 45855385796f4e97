import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PORTFOLIO_SUBJECTS, type PortfolioRequest, type RpcReply } from '@app/contracts';
import { UserId } from '@app/common';
import { entityIdOf, tokenIdOf } from '../rpc/payload-ids.js';
import { RebuyService } from './rebuy.service.js';

@Controller()
export class RebuyController {
  constructor(private readonly rebuy: RebuyService) {}

  @MessagePattern(PORTFOLIO_SUBJECTS.rebuyEntries)
  async entries(@UserId() userId: string): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.rebuyEntries>> {
    return { entries: await this.rebuy.groups(userId) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.rebuyStats)
  async stats(@UserId() userId: string): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.rebuyStats>> {
    return { stats: await this.rebuy.stats(userId) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.rebuyDeleteInstrument)
  async deleteInstrument(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.rebuyDeleteInstrument>> {
    return { deleted: await this.rebuy.deleteInstrument(userId, await tokenIdOf(p)) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.rebuyDeleteEntry)
  async deleteEntry(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.rebuyDeleteEntry>> {
    const id = await entityIdOf(p);
    await this.rebuy.deleteEntry(userId, id);
    return { id };
  }
}
