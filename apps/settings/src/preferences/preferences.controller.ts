import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CollapsibleStateDto,
  ColorPreferencesDto,
  ColumnConfigDto,
  ContainerTypeParam,
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
} from '@app/contracts';
import { parseDto, userIdOf, validationError } from '@app/common';
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
  if (!SINGLETON_SETTINGS.includes(value as SingletonSetting)) throw validationError([{ field: 'name', errors: ['unknown setting'] }]);
  return value as SingletonSetting;
}

@Controller()
export class PreferencesController {
  constructor(private readonly prefs: PreferencesService) {}

  @MessagePattern(SETTINGS_SUBJECTS.singletonGet)
  async getSingleton(@Payload() p: SingletonRequest) {
    return this.prefs.getSingleton(userIdOf(p?.userId), singletonName(p?.name));
  }

  @MessagePattern(SETTINGS_SUBJECTS.singletonPut)
  async putSingleton(@Payload() p: SingletonRequest) {
    const userId = userIdOf(p?.userId);
    const name = singletonName(p?.name);
    const body = await parseDto(SINGLETON_DTOS[name], p?.body);
    return this.prefs.putSingleton(userId, name, { ...body });
  }

  @MessagePattern(SETTINGS_SUBJECTS.tableColorPut)
  async putTableColor(@Payload() p: SettingsRequest<{ color?: string }>) {
    const userId = userIdOf(p?.userId);
    const { table } = await parseDto(TableParam, { table: p?.table });
    const { color } = await parseDto(TableColorDto, p?.body);
    return { table_colors: await this.prefs.putTableColor(userId, table, color) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.preferencesGet)
  async preferences(@Payload() p: SettingsRequest) {
    return { preferences: await this.prefs.preferences(userIdOf(p?.userId)) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.preferencesPut)
  async savePreferences(@Payload() p: SettingsRequest<object>) {
    const userId = userIdOf(p?.userId);
    const { preferences } = await parseDto(UserPreferencesDto, p?.body);
    return { preferences: await this.prefs.savePreferences(userId, { ...preferences }) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.collapsibleList)
  async collapsible(@Payload() p: SettingsRequest) {
    return { states: await this.prefs.listCollapsible(userIdOf(p?.userId)) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.collapsibleSet)
  async setCollapsible(@Payload() p: SettingsRequest<object>) {
    const userId = userIdOf(p?.userId);
    const body = await parseDto(CollapsibleStateDto, p?.body);
    return this.prefs.setCollapsible(userId, body.container_id, body.is_collapsed);
  }

  @MessagePattern(SETTINGS_SUBJECTS.columnConfigsList)
  async columnConfigs(@Payload() p: SettingsRequest) {
    return { column_configs: await this.prefs.columnConfigs(userIdOf(p?.userId)) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.columnConfigPut)
  async putColumnConfig(@Payload() p: SettingsRequest<object>) {
    const userId = userIdOf(p?.userId);
    const { containerType } = await parseDto(ContainerTypeParam, { containerType: p?.containerType });
    const body = await parseDto(ColumnConfigDto, p?.body);
    return { config: await this.prefs.putColumnConfig(userId, containerType, body) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.columnConfigDelete)
  async deleteColumnConfig(@Payload() p: SettingsRequest) {
    const userId = userIdOf(p?.userId);
    const { containerType } = await parseDto(ContainerTypeParam, { containerType: p?.containerType });
    return { config: await this.prefs.deleteColumnConfig(userId, containerType) };
  }
}
