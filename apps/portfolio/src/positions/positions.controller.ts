import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreatePositionDto,
  PORTFOLIO_SUBJECTS,
  UpdatePositionDto,
  type PortfolioRequest,
  type RpcReply,
} from '@app/contracts';
import { parseDto, UserId } from '@app/common';
import { entityIdOf } from '../rpc/payload-ids.js';
import { PositionsService } from './positions.service.js';

@Controller()
export class PositionsController {
  constructor(private readonly positions: PositionsService) {}

  @MessagePattern(PORTFOLIO_SUBJECTS.positionsList)
  list(@UserId() userId: string): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.positionsList>> {
    return this.positions.listWithSummary(userId);
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.allPositions)
  all(@UserId() userId: string): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.allPositions>> {
    return this.positions.all(userId);
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.positionCreate)
  async create(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.positionCreate>> {
    return { position: await this.positions.create(userId, await parseDto(CreatePositionDto, p?.body)) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.positionUpdate)
  async update(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.positionUpdate>> {
    const id = await entityIdOf(p);
    return { position: await this.positions.update(userId, id, await parseDto(UpdatePositionDto, p?.body)) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.positionDelete)
  async delete(
    @UserId() userId: string,
    @Payload() p: PortfolioRequest,
  ): Promise<RpcReply<typeof PORTFOLIO_SUBJECTS.positionDelete>> {
    const id = await entityIdOf(p);
    await this.positions.delete(userId, id);
    return { id };
  }
}
