import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ALERTS_SUBJECTS as S, AddWatchlistDto, AlertIdParam, AlertsPageQuery, UpdateWatchlistDto, WatchlistIdParam, type Actor, type AlertsRequest } from '@app/contracts';
import { RpcClient } from '@app/common';
import { CurrentActor } from '../../auth/auth.decorators.js';

/** Watchlist and stored target alerts of the signed-in user. */
@Controller()
export class AlertsController {
  constructor(private readonly rpc: RpcClient) {}

  private async data(subject: string, a: Actor, extra: Omit<AlertsRequest, 'userId'> = {}) {
    return { success: true, data: await this.rpc.request<object>(subject, { ...extra, userId: a.userId }) };
  }

  @Get('watchlist') list(@CurrentActor() a: Actor) { return this.data(S.watchlistList, a); }
  @Post('watchlist') add(@CurrentActor() a: Actor, @Body() body: AddWatchlistDto) { return this.data(S.watchlistAdd, a, { body }); }
  @Put('watchlist/:id') update(@CurrentActor() a: Actor, @Param() { id }: WatchlistIdParam, @Body() body: UpdateWatchlistDto) { return this.data(S.watchlistUpdate, a, { id, body }); }
  @Delete('watchlist/:id') delete(@CurrentActor() a: Actor, @Param() { id }: WatchlistIdParam) { return this.data(S.watchlistDelete, a, { id }); }
  @Get('alerts') alerts(@CurrentActor() a: Actor, @Query() q: AlertsPageQuery) { return this.data(S.alertsList, a, { query: { page: q.page, limit: q.limit } }); }
  @Post('alerts/:id/read') @HttpCode(200) read(@CurrentActor() a: Actor, @Param() { id }: AlertIdParam) { return this.data(S.alertRead, a, { id }); }
}
