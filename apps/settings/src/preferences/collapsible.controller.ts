import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CollapsibleStateDto, SETTINGS_SUBJECTS, type RpcReply, type SettingsRequest } from '@app/contracts';
import { UserId, parseDto } from '@app/common';
import { CollapsibleService } from './collapsible.service.js';

@Controller()
export class CollapsibleController {
  constructor(private readonly collapsible: CollapsibleService) {}

  @MessagePattern(SETTINGS_SUBJECTS.collapsibleList)
  async list(@UserId() userId: string): Promise<RpcReply<typeof SETTINGS_SUBJECTS.collapsibleList>> {
    return { states: await this.collapsible.list(userId) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.collapsibleSet)
  async set(
    @UserId() userId: string,
    @Payload() p: SettingsRequest<object>,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.collapsibleSet>> {
    const body = await parseDto(CollapsibleStateDto, p?.body);
    return this.collapsible.set(userId, body.container_id, body.is_collapsed);
  }
}
