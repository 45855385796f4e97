import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { AddDashboardIndexDto, IndexSideParam, InstrumentTokenParam, MARKET_SUBJECTS as S } from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';

@Controller('dashboard')
export class DashboardIndicesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('available-indices')
  async available() {
    const { indices } = await this.rpc.request(S.indicesAvailable, {});
    return { indices };
  }

  @Get('indices/side/:side')
  async side(@Param() { side }: IndexSideParam, @CurrentUserId() userId: string) {
    const { indices } = await this.rpc.request(S.indicesSide, { userId, side });
    return { indices };
  }

  @Post('indices')
  async add(@Body() body: AddDashboardIndexDto, @CurrentUserId() userId: string) {
    const { index } = await this.rpc.request(S.indicesAdd, { ...body, userId });
    return { index };
  }

  @Delete('indices/:token')
  async remove(@Param() { token }: InstrumentTokenParam, @CurrentUserId() userId: string) {
    await this.rpc.request(S.indicesRemove, { userId, instrument_token: token });
    return { instrument_token: token };
  }
}
