import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ColumnConfigDto,
  ContainerTypeParam,
  SETTINGS_SUBJECTS,
  type RpcReply,
  type SettingsRequest,
} from '@app/contracts';
import { UserId, parseDto } from '@app/common';
import { ColumnConfigsService } from './column-configs.service.js';

@Controller()
export class ColumnConfigsController {
  constructor(private readonly columns: ColumnConfigsService) {}

  @MessagePattern(SETTINGS_SUBJECTS.columnConfigsList)
  async list(@UserId() userId: string): Promise<RpcReply<typeof SETTINGS_SUBJECTS.columnConfigsList>> {
    return { column_configs: await this.columns.list(userId) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.columnConfigPut)
  async put(
    @UserId() userId: string,
    @Payload() p: SettingsRequest<object>,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.columnConfigPut>> {
    const { containerType } = await parseDto(ContainerTypeParam, { containerType: p?.containerType });
    const body = await parseDto(ColumnConfigDto, p?.body);
    return { config: await this.columns.put(userId, containerType, body) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.columnConfigDelete)
  async reset(
    @UserId() userId: string,
    @Payload() p: SettingsRequest,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.columnConfigDelete>> {
    const { containerType } = await parseDto(ContainerTypeParam, { containerType: p?.containerType });
    return { config: await this.columns.reset(userId, containerType) };
  }
}
