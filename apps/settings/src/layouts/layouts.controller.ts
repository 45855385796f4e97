import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ActiveLayoutDto, CreateLayoutDto, LastUsedLayoutDto, LayoutIdParam, SETTINGS_SUBJECTS, UpdateLayoutDto, type SettingsRequest } from '@app/contracts';
import { parseDto, userIdOf } from '@app/common';
import { LayoutsService } from './layouts.service.js';

@Controller()
export class LayoutsController {
  constructor(private readonly layouts: LayoutsService) {}

  @MessagePattern(SETTINGS_SUBJECTS.layoutsList)
  async list(@Payload() p: SettingsRequest) {
    return { layouts: await this.layouts.list(userIdOf(p?.userId)) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.layoutCreate)
  async create(@Payload() p: SettingsRequest<object>) {
    const userId = userIdOf(p?.userId);
    const b = await parseDto(CreateLayoutDto, p?.body);
    return { layout: await this.layouts.create(userId, b.name, b) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.layoutUpdate)
  async update(@Payload() p: SettingsRequest<object>) {
    const userId = userIdOf(p?.userId);
    const { id } = await parseDto(LayoutIdParam, { id: p?.id });
    const b = await parseDto(UpdateLayoutDto, p?.body);
    return { layout: await this.layouts.update(userId, id, b.name, b) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.layoutDelete)
  async delete(@Payload() p: SettingsRequest) {
    const userId = userIdOf(p?.userId);
    const { id } = await parseDto(LayoutIdParam, { id: p?.id });
    await this.layouts.delete(userId, id);
    return { id };
  }

  @MessagePattern(SETTINGS_SUBJECTS.lastUsedGet)
  async lastUsed(@Payload() p: SettingsRequest) {
    return { last_used: await this.layouts.lastUsed(userIdOf(p?.userId)) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.lastUsedPut)
  async saveLastUsed(@Payload() p: SettingsRequest<object>) {
    const userId = userIdOf(p?.userId);
    return { last_used: await this.layouts.saveLastUsed(userId, await parseDto(LastUsedLayoutDto, p?.body)) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.activeGet)
  async active(@Payload() p: SettingsRequest) {
    return { active_layout_id: await this.layouts.activeLayoutId(userIdOf(p?.userId)) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.activePut)
  async setActive(@Payload() p: SettingsRequest<object>) {
    const userId = userIdOf(p?.userId);
    const { active_layout_id } = await parseDto(ActiveLayoutDto, p?.body);
    return { active_layout_id: await this.layouts.setActive(userId, active_layout_id) };
  }
}
