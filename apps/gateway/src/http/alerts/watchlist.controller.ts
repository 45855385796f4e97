import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ALERTS_SUBJECTS as S, AddWatchlistDto, UpdateWatchlistDto, WatchlistIdParam } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';

/** The signed-in user's watchlist: instruments with a target price. */
@Controller('watchlist')
export class WatchlistController {
  constructor(private readonly rpc: RpcClient) {}

  @Get() list(@CurrentUserId() userId: string) {
    return this.rpc.request(S.watchlistList, { userId });
  }
  @Post() add(@CurrentUserId() userId: string, @Body() body: AddWatchlistDto) {
    return this.rpc.request(S.watchlistAdd, { body, userId });
  }
  @Put(':id') update(
    @CurrentUserId() userId: string,
    @Param() { id }: WatchlistIdParam,
    @Body() body: UpdateWatchlistDto,
  ) {
    return this.rpc.request(S.watchlistUpdate, { id, body, userId });
  }
  @Delete(':id') delete(@CurrentUserId() userId: string, @Param() { id }: WatchlistIdParam) {
    return this.rpc.request(S.watchlistDelete, { id, userId });
  }
}
