import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import {
  ActiveLayoutDto,
  CreateLayoutDto,
  LastUsedLayoutDto,
  LayoutIdParam,
  SETTINGS_SUBJECTS,
  UpdateLayoutDto,
  type Actor,
  type LastUsedLayout,
  type SavedLayout,
} from '@app/contracts';
import { CurrentActor } from '../../auth/auth.decorators.js';
import { SettingsRpc } from './settings-rpc.js';

/** Saved layouts (part 2 section 7: `{success, layouts}` and `layout_id`), last-used and active layout. */
@Controller('settings')
export class LayoutsController {
  constructor(private readonly s: SettingsRpc) {}

  @Get('layouts')
  async list(@CurrentActor() a: Actor) {
    const { layouts } = await this.s.call<{ layouts: SavedLayout[] }>(SETTINGS_SUBJECTS.layoutsList, a.userId);
    return { success: true, layouts };
  }

  @Post('layouts')
  async create(@CurrentActor() a: Actor, @Body() body: CreateLayoutDto) {
    const { layout } = await this.s.call<{ layout: SavedLayout }>(SETTINGS_SUBJECTS.layoutCreate, a.userId, { body });
    return { success: true, layout_id: layout.id, id: layout.id, data: { layout } };
  }

  @Put('layouts/:id')
  async update(@CurrentActor() a: Actor, @Param() { id }: LayoutIdParam, @Body() body: UpdateLayoutDto) {
    const { layout } = await this.s.call<{ layout: SavedLayout }>(SETTINGS_SUBJECTS.layoutUpdate, a.userId, { id, body });
    return { success: true, data: { layout } };
  }

  @Delete('layouts/:id')
  async delete(@CurrentActor() a: Actor, @Param() { id }: LayoutIdParam) {
    await this.s.call(SETTINGS_SUBJECTS.layoutDelete, a.userId, { id });
    return { success: true, data: { id } };
  }

  @Get('last-used-layout')
  async lastUsed(@CurrentActor() a: Actor) {
    const { last_used } = await this.s.call<{ last_used: LastUsedLayout | null }>(SETTINGS_SUBJECTS.lastUsedGet, a.userId);
    return { success: true, data: last_used };
  }

  @Put('last-used-layout')
  async saveLastUsed(@CurrentActor() a: Actor, @Body() body: LastUsedLayoutDto) {
    const { last_used } = await this.s.call<{ last_used: LastUsedLayout }>(SETTINGS_SUBJECTS.lastUsedPut, a.userId, { body });
    return { success: true, data: last_used };
  }

  @Get('active-layout')
  async active(@CurrentActor() a: Actor) {
    return { success: true, data: await this.s.call<object>(SETTINGS_SUBJECTS.activeGet, a.userId) };
  }

  @Put('active-layout')
  async setActive(@CurrentActor() a: Actor, @Body() body: ActiveLayoutDto) {
    return { success: true, data: await this.s.call<object>(SETTINGS_SUBJECTS.activePut, a.userId, { body }) };
  }
}
