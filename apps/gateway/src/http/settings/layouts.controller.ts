import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import {
  ActiveLayoutDto,
  CreateLayoutDto,
  LastUsedLayoutDto,
  LayoutIdParam,
  SETTINGS_SUBJECTS as S,
  UpdateLayoutDto,
} from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';
import { FlatEnvelope } from '../../envelope/envelope.decorators.js';

/** Saved layouts (listed as `{success, layouts}`, created with `layout_id`), last-used and active layout. */
@Controller('settings')
export class LayoutsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('layouts')
  @FlatEnvelope()
  async list(@CurrentUserId() userId: string) {
    const { layouts } = await this.rpc.request(S.layoutsList, { userId });
    return { layouts };
  }

  @Post('layouts')
  @FlatEnvelope()
  async create(@CurrentUserId() userId: string, @Body() body: CreateLayoutDto) {
    const { layout } = await this.rpc.request(S.layoutCreate, { body, userId });
    return { layout_id: layout.id, id: layout.id, data: { layout } };
  }

  @Put('layouts/:id')
  async update(@CurrentUserId() userId: string, @Param() { id }: LayoutIdParam, @Body() body: UpdateLayoutDto) {
    const { layout } = await this.rpc.request(S.layoutUpdate, { id, body, userId });
    return { layout };
  }

  @Delete('layouts/:id')
  async delete(@CurrentUserId() userId: string, @Param() { id }: LayoutIdParam) {
    await this.rpc.request(S.layoutDelete, { id, userId });
    return { id };
  }

  @Get('last-used-layout')
  async lastUsed(@CurrentUserId() userId: string) {
    return (await this.rpc.request(S.lastUsedGet, { userId })).last_used;
  }

  @Put('last-used-layout')
  async saveLastUsed(@CurrentUserId() userId: string, @Body() body: LastUsedLayoutDto) {
    return (await this.rpc.request(S.lastUsedPut, { body, userId })).last_used;
  }

  @Get('active-layout') active(@CurrentUserId() userId: string) {
    return this.rpc.request(S.activeGet, { userId });
  }

  @Put('active-layout') setActive(@CurrentUserId() userId: string, @Body() body: ActiveLayoutDto) {
    return this.rpc.request(S.activePut, { body, userId });
  }
}
