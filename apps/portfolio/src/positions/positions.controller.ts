import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreatePositionDto,
  EntityIdParam,
  IdsDto,
  LossCoverQuery,
  PORTFOLIO_SUBJECTS,
  RolloverDto,
  SellPositionDto,
  SoldQuery,
  SquareOffDto,
  UpdatePositionDto,
  BulkPositionsDto,
  BulkRolloverDto,
  BulkRolloverHistoryDto,
  BulkSoldPositionsDto,
  type PortfolioRequest,
} from '@app/contracts';
import { portfolioSummary } from '@app/formatting';
import { parseDto, userIdOf } from '@app/common';
import { LossCoverService } from '../loss-cover/loss-cover.service.js';
import { SoldService } from '../sold/sold.service.js';
import { ImportService } from './import.service.js';
import { PositionsService } from './positions.service.js';

const idOf = async (p: PortfolioRequest) => (await parseDto(EntityIdParam, { id: p?.id })).id;

@Controller()
export class PositionsController {
  constructor(
    private readonly positions: PositionsService,
    private readonly sold: SoldService,
    private readonly lossCover: LossCoverService,
    private readonly imports: ImportService,
  ) {}

  @MessagePattern(PORTFOLIO_SUBJECTS.importPositions)
  async importPositions(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    return this.imports.positions(userId, (await parseDto(BulkPositionsDto, p?.body)).positions);
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.importSold)
  async importSold(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    return this.imports.sold(userId, (await parseDto(BulkSoldPositionsDto, p?.body)).positions);
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.importRollovers)
  async importRollovers(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    return this.imports.rollovers(userId, (await parseDto(BulkRolloverHistoryDto, p?.body)).rolloverHistory);
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.bulkRollover)
  async bulkRollover(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    return this.positions.bulkRollover(userId, (await parseDto(BulkRolloverDto, p?.body)).rolloverData);
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.positionsList)
  async list(@Payload() p: PortfolioRequest) {
    const positions = await this.positions.list(userIdOf(p?.userId));
    return { positions, summary: portfolioSummary(positions) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.positionCreate)
  async create(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    return { position: await this.positions.create(userId, await parseDto(CreatePositionDto, p?.body)) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.positionUpdate)
  async update(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    const id = await idOf(p);
    return { position: await this.positions.update(userId, id, await parseDto(UpdatePositionDto, p?.body)) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.positionDelete)
  async delete(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    const id = await idOf(p);
    await this.positions.delete(userId, id);
    return { id };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.positionSell)
  async sell(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    const id = await idOf(p);
    const b = await parseDto(SellPositionDto, p?.body);
    return { soldPosition: await this.positions.sell(userId, id, { sellPrice: b.sellPrice, quantity: b.quantity, soldAt: b.soldAt }) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.positionSquareOff)
  async squareOff(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    const id = await idOf(p);
    const b = await parseDto(SquareOffDto, p?.body ?? {});
    return { soldPosition: await this.positions.squareOff(userId, id, b.price) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.positionRollover)
  async rollover(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    const id = await idOf(p);
    return this.positions.rollover(userId, id, await parseDto(RolloverDto, p?.body));
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.soldList)
  async soldList(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    const { groupBy } = await parseDto(SoldQuery, { groupBy: p?.query?.groupBy });
    const soldPositions = await this.sold.list(userId);
    return groupBy ? { soldPositions, groups: this.sold.grouped(soldPositions) } : { soldPositions };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.soldDelete)
  async soldDelete(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    const id = await idOf(p);
    await this.sold.delete(userId, id);
    return { id };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.soldBulkDelete)
  async soldBulkDelete(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    const { soldPositionIds } = await parseDto(IdsDto, p?.body);
    return { deleted: await this.sold.bulkDelete(userId, soldPositionIds) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.rolloverHistory)
  async rolloverHistory(@Payload() p: PortfolioRequest) {
    return { rolloverHistory: await this.sold.rolloverHistory(userIdOf(p?.userId)) };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.allPositions)
  async all(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    const [positions, soldPositions] = await Promise.all([this.positions.list(userId), this.sold.list(userId)]);
    return { positions, soldPositions };
  }

  @MessagePattern(PORTFOLIO_SUBJECTS.lossCover)
  async lossCoverList(@Payload() p: PortfolioRequest) {
    const userId = userIdOf(p?.userId);
    const q = await parseDto(LossCoverQuery, p?.query ?? {});
    return { positions: await this.lossCover.list(userId, q.minLossPercent, q.maxLossPercent, q.search) };
  }
}
