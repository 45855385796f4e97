import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ActiveLayoutDto,
  CreateLayoutDto,
  LastUsedLayoutDto,
  LayoutIdParam,
  SETTINGS_SUBJECTS,
  UpdateLayoutDto,
  type SettingsRequest,
  type RpcReply,
} from '@app/contracts';
import { UserId, parseDto } from '@app/common';
import { LayoutsService } from './layouts.service.js';

@Controller()
export class LayoutsController {
  constructor(private readonly layouts: LayoutsService) {}

  @MessagePattern(SETTINGS_SUBJECTS.layoutsList)
  async list(@UserId() userId: string): Promise<RpcReply<typeof SETTINGS_SUBJECTS.layoutsList>> {
    return { layouts: await this.layouts.list(userId) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.layoutCreate)
  async create(
    @UserId() userId: string,
    @Payload() p: SettingsRequest<object>,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.layoutCreate>> {
    const b = await parseDto(CreateLayoutDto, p?.body);
    return { layout: await this.layouts.create(userId, b.name, b) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.layoutUpdate)
  async update(
    @UserId() userId: string,
    @Payload() p: SettingsRequest<object>,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.layoutUpdate>> {
    const { id } = await parseDto(LayoutIdParam, { id: p?.id });
    const b = await parseDto(UpdateLayoutDto, p?.body);
    return { layout: await this.layouts.update(userId, id, b.name, b) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.layoutDelete)
  async delete(
    @UserId() userId: string,
    @Payload() p: SettingsRequest,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.layoutDelete>> {
    const { id } = await parseDto(LayoutIdParam, { id: p?.id });
    await this.layouts.delete(userId, id);
    return { id };
  }

  @MessagePattern(SETTINGS_SUBJECTS.lastUsedGet)
  async lastUsed(@UserId() userId: string): Promise<RpcReply<typeof SETTINGS_SUBJECTS.lastUsedGet>> {
    return { last_used: await this.layouts.lastUsed(userId) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.lastUsedPut)
  async saveLastUsed(
    @UserId() userId: string,
    @Payload() p: SettingsRequest<object>,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.lastUsedPut>> {
    return { last_used: await this.layouts.saveLastUsed(userId, await parseDto(LastUsedLayoutDto, p?.body)) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.activeGet)
  async active(@UserId() userId: string): Promise<RpcReply<typeof SETTINGS_SUBJECTS.activeGet>> {
    return { active_layout_id: await this.layouts.activeLayoutId(userId) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.activePut)
  async setActive(
    @UserId() userId: string,
    @Payload() p: SettingsRequest<object>,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.activePut>> {
    const { active_layout_id } = await parseDto(ActiveLayoutDto, p?.body);
    return { active_layout_id: await this.layouts.setActive(userId, active_layout_id) };
  }
}
