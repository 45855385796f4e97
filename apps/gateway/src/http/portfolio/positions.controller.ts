import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  CreatePositionDto,
  EntityIdParam,
  IdsDto,
  LossCoverQuery,
  PORTFOLIO_SUBJECTS as S,
  RolloverDto,
  SellPositionDto,
  SoldQuery,
  SquareOffDto,
  UpdatePositionDto,
  BulkPositionsDto,
  BulkRolloverDto,
  BulkRolloverHistoryDto,
  BulkSoldPositionsDto,
  type Actor,
} from '@app/contracts';
import { CurrentActor } from '../../auth/auth.decorators.js';
import { PortfolioRpc } from './portfolio-rpc.js';

/** Manual portfolio (part 1 section 7, part 3 "Manual portfolio bodies"). */
@Controller('portfolio')
export class PositionsController {
  constructor(private readonly p: PortfolioRpc) {}

  @Get('manual/positions') list(@CurrentActor() a: Actor) { return this.p.data(S.positionsList, a.userId); }
  @Post('manual/positions') create(@CurrentActor() a: Actor, @Body() body: CreatePositionDto) { return this.p.data(S.positionCreate, a.userId, { body }); }
  @Put('manual/positions/:id') update(@CurrentActor() a: Actor, @Param() { id }: EntityIdParam, @Body() body: UpdatePositionDto) { return this.p.data(S.positionUpdate, a.userId, { id, body }); }
  @Delete('manual/positions/:id') delete(@CurrentActor() a: Actor, @Param() { id }: EntityIdParam) { return this.p.data(S.positionDelete, a.userId, { id }); }
  @Post('manual/positions/:id/sell') @HttpCode(200) sell(@CurrentActor() a: Actor, @Param() { id }: EntityIdParam, @Body() body: SellPositionDto) { return this.p.data(S.positionSell, a.userId, { id, body }); }
  @Post('manual/positions/:id/square-off') @HttpCode(200) squareOff(@CurrentActor() a: Actor, @Param() { id }: EntityIdParam, @Body() body: SquareOffDto) { return this.p.data(S.positionSquareOff, a.userId, { id, body }); }
  @Post('manual/positions/:id/rollover') @HttpCode(200) rollover(@CurrentActor() a: Actor, @Param() { id }: EntityIdParam, @Body() body: RolloverDto) { return this.p.data(S.positionRollover, a.userId, { id, body }); }
  @Get('manual/rollover-history') rolloverHistory(@CurrentActor() a: Actor) { return this.p.data(S.rolloverHistory, a.userId); }
  @Get('sold-positions') sold(@CurrentActor() a: Actor, @Query() query: SoldQuery) { return this.p.data(S.soldList, a.userId, { query: { groupBy: query.groupBy } }); }
  @Delete('sold-positions/:id') deleteSold(@CurrentActor() a: Actor, @Param() { id }: EntityIdParam) { return this.p.data(S.soldDelete, a.userId, { id }); }
  @Post('sold-positions/bulk-delete') @HttpCode(200) bulkDeleteSold(@CurrentActor() a: Actor, @Body() body: IdsDto) { return this.p.data(S.soldBulkDelete, a.userId, { body }); }
  @Post('manual/bulk-import/live-positions') importPositions(@CurrentActor() a: Actor, @Body() body: BulkPositionsDto) { return this.p.data(S.importPositions, a.userId, { body }); }
  @Post('manual/bulk-import/sold-positions') importSold(@CurrentActor() a: Actor, @Body() body: BulkSoldPositionsDto) { return this.p.data(S.importSold, a.userId, { body }); }
  @Post('manual/bulk-import/rollover-history') importRollovers(@CurrentActor() a: Actor, @Body() body: BulkRolloverHistoryDto) { return this.p.data(S.importRollovers, a.userId, { body }); }
  @Post('manual/bulk-rollover') @HttpCode(200) bulkRollover(@CurrentActor() a: Actor, @Body() body: BulkRolloverDto) { return this.p.data(S.bulkRollover, a.userId, { body }); }
  @Get('all-positions') all(@CurrentActor() a: Actor) { return this.p.data(S.allPositions, a.userId); }

  @Get('loss-cover/positions')
  lossCover(@CurrentActor() a: Actor, @Query() q: LossCoverQuery) {
    return this.p.data(S.lossCover, a.userId, { query: { minLossPercent: q.minLossPercent, maxLossPercent: q.maxLossPercent, search: q.search } });
  }
}
