import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EntityIdParam, PORTFOLIO_SUBJECTS, TokenIdParam, type PortfolioRequest } from '@app/contracts';
import { parseDto, userIdOf } from '@app/common';
import { RebuyService } from './rebuy.service.js';

@Controller()
export class RebuyController {
  constructor(private readonly rebuy: RebuyService) {}

  @MessagePattern(PORTFOLIO_SUBJECTS.rebuyEntries)
  async entries(@Payload() p: PortfolioRequest) {
    return { entries: await this.rebuy.entries(userIdOf(p?.userId)) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.rebuyStats)
  async stats(@Payload() p: PortfolioRequest) {
    return { stats: await this.rebuy.stats(userIdOf(p?.userId)) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.rebuyDeleteInstrument)
  async deleteInstrument(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    const { id } = await parseDto(TokenIdParam, { id: p?.id });
    return { deleted: await this.rebuy.deleteInstrument(userId, id) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.rebuyDeleteEntry)
  async deleteEntry(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    const { id } = await parseDto(EntityIdParam, { id: p?.id });
    await this.rebuy.deleteEntry(userId, id);
    return { id };
  }
}
