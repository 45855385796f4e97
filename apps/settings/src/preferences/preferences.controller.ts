import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ColorPreferencesDto,
  FontPreferencesDto,
  HeaderPreferencesDto,
  LossCoverDto,
  PortfolioVariablesDto,
  SETTINGS_SUBJECTS,
  SINGLETON_SETTINGS,
  TableColorDto,
  TableParam,
  TableSettingsDto,
  UserPreferencesDto,
  type SettingsRequest,
  type SingletonSetting,
  type RpcReply,
  type SingletonValue,
} from '@app/contracts';
import { UserId, parseDto, validationError } from '@app/common';
import { PreferencesService } from './preferences.service.js';

const SINGLETON_DTOS: Record<SingletonSetting, new () => object> = {
  portfolio_variables: PortfolioVariablesDto,
  loss_cover: LossCoverDto,
  color_preferences: ColorPreferencesDto,
  table_settings: TableSettingsDto,
  font_preferences: FontPreferencesDto,
  header_preferences: HeaderPreferencesDto,
};

type SingletonRequest = SettingsRequest<object> & { name?: string };

function singletonName(value: unknown): SingletonSetting {
  if (!SINGLETON_SETTINGS.includes(value as SingletonSetting))
    throw validationError([{ field: 'name', errors: ['unknown setting'] }]);
  return value as SingletonSetting;
}

/** The settings read and replaced whole, table colours, and the user preferences over them. */
@Controller()
export class PreferencesController {
  constructor(private readonly prefs: PreferencesService) {}

  @MessagePattern(SETTINGS_SUBJECTS.singletonGet)
  async getSingleton(
    @UserId() userId: string,
    @Payload() p: SingletonRequest,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.singletonGet>> {
    return (await this.prefs.getSingleton(userId, singletonName(p?.name))) as SingletonValue;
  }

  @MessagePattern(SETTINGS_SUBJECTS.singletonPut)
  async putSingleton(
    @UserId() userId: string,
    @Payload() p: SingletonRequest,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.singletonPut>> {
    const name = singletonName(p?.name);
    const body = await parseDto(SINGLETON_DTOS[name], p?.body);
    return (await this.prefs.putSingleton(userId, name, { ...body })) as SingletonValue;
  }

  @MessagePattern(SETTINGS_SUBJECTS.tableColorPut)
  async putTableColor(
    @UserId() userId: string,
    @Payload() p: SettingsRequest<{ color?: string }>,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.tableColorPut>> {
    const { table } = await parseDto(TableParam, { table: p?.table });
    const { color } = await parseDto(TableColorDto, p?.body);
    return { table_colors: await this.prefs.putTableColor(userId, table, color) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.preferencesGet)
  async preferences(@UserId() userId: string): Promise<RpcReply<typeof SETTINGS_SUBJECTS.preferencesGet>> {
    return { preferences: await this.prefs.preferences(userId) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.preferencesPut)
  async savePreferences(
    @UserId() userId: string,
    @Payload() p: SettingsRequest<object>,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.preferencesPut>> {
    const { preferences } = await parseDto(UserPreferencesDto, p?.body);
    return { preferences: await this.prefs.savePreferences(userId, { ...preferences }) };
  }
}
