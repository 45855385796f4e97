import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import {
  AddDashboardIndexDto,
  IndexSideParam,
  InstrumentTokenParam,
  MARKET_SUBJECTS,
  type Actor,
  type DashboardIndex,
  type IndicesAddRequest,
  type IndicesAvailableReply,
  type IndicesRemoveRequest,
  type IndicesReply,
  type IndicesSideRequest,
} from '@app/contracts';
import { RpcClient } from '@app/common';
import { CurrentActor } from '../../auth/auth.decorators.js';

@Controller('dashboard')
export class DashboardIndicesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('available-indices')
  async available() {
    const reply = await this.rpc.request<IndicesAvailableReply>(MARKET_SUBJECTS.indicesAvailable, {});
    return { success: true, data: { indices: reply.indices } };
  }

  @Get('indices/side/:side')
  async side(@Param() { side }: IndexSideParam, @CurrentActor() actor: Actor) {
    const reply = await this.rpc.request<IndicesReply, IndicesSideRequest>(MARKET_SUBJECTS.indicesSide, { userId: actor.userId, side });
    return { success: true, data: { indices: reply.indices } };
  }

  @Post('indices')
  async add(@Body() body: AddDashboardIndexDto, @CurrentActor() actor: Actor) {
    const reply = await this.rpc.request<{ index: DashboardIndex }, IndicesAddRequest>(MARKET_SUBJECTS.indicesAdd, {
      ...body,
      userId: actor.userId,
    });
    return { success: true, data: { index: reply.index } };
  }

  @Delete('indices/:token')
  async remove(@Param() { token }: InstrumentTokenParam, @CurrentActor() actor: Actor) {
    await this.rpc.request<unknown, IndicesRemoveRequest>(MARKET_SUBJECTS.indicesRemove, { userId: actor.userId, instrument_token: token });
    return { success: true, data: { instrument_token: token } };
  }
}
