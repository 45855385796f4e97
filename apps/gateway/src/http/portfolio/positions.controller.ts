import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  CreatePositionDto,
  EntityIdParam,
  PORTFOLIO_SUBJECTS as S,
  SellPositionDto,
  SquareOffDto,
  UpdatePositionDto,
} from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';

/** The manual portfolio's open positions: add, edit, remove, sell and square off. */
@Controller('portfolio')
export class PositionsController {
  constructor(private readonly rpc: RpcClient) {}

  /** The service's JSON passes through as it is: a book of thousands of positions is a large answer. */
  @Get('manual/positions') list(@CurrentUserId() userId: string) {
    return this.rpc.requestEncoded(S.positionsList, { userId });
  }
  @Post('manual/positions') create(@CurrentUserId() userId: string, @Body() body: CreatePositionDto) {
    return this.rpc.request(S.positionCreate, { body, userId });
  }
  @Put('manual/positions/:id') update(
    @CurrentUserId() userId: string,
    @Param() { id }: EntityIdParam,
    @Body() body: UpdatePositionDto,
  ) {
    return this.rpc.request(S.positionUpdate, { id, body, userId });
  }
  @Delete('manual/positions/:id') delete(@CurrentUserId() userId: string, @Param() { id }: EntityIdParam) {
    return this.rpc.request(S.positionDelete, { id, userId });
  }
  @Post('manual/positions/:id/sell') @HttpCode(200) sell(
    @CurrentUserId() userId: string,
    @Param() { id }: EntityIdParam,
    @Body() body: SellPositionDto,
  ) {
    return this.rpc.request(S.positionSell, { id, body, userId });
  }
  @Post('manual/positions/:id/square-off') @HttpCode(200) squareOff(
    @CurrentUserId() userId: string,
    @Param() { id }: EntityIdParam,
    @Body() body: SquareOffDto,
  ) {
    return this.rpc.request(S.positionSquareOff, { id, body, userId });
  }
  /** Open and sold positions in one answer. */
  @Get('all-positions') all(@CurrentUserId() userId: string) {
    return this.rpc.request(S.allPositions, { userId });
  }
}
