import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LossCoverQuery, PORTFOLIO_SUBJECTS, type PortfolioRequest, type RpcReply } from '@app/contracts';
import { parseDto, UserId } from '@app/common';
import { LossCoverService } from './loss-cover.service.js';

@Controller()
export class LossCoverController {
  constructor(private readonly lossCover: LossCoverService) {}

  @MessagePattern(PORTFOLIO_SUBJECTS.lossCover)
  async list(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.lossCover>> {
    return { positions: await this.lossCover.list(userId, await parseDto(LossCoverQuery, p?.query ?? {})) };
  }
}
