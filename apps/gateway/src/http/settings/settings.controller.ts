import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import {
  ColorPreferencesDto,
  FontPreferencesDto,
  HeaderPreferencesDto,
  LossCoverDto,
  PortfolioVariablesDto,
  SETTINGS_SUBJECTS,
  TableColorDto,
  TableParam,
  TableSettingsDto,
  UserPreferencesDto,
  type Actor,
  type SettingsBundleReply,
  type SingletonSetting,
} from '@app/contracts';
import { CurrentActor } from '../../auth/auth.decorators.js';
import { SettingsRpc } from './settings-rpc.js';

/** The settings bundle, the settings replaced whole, table colours and the preferences view. */
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsRpc) {}

  private async get(name: SingletonSetting, actor: Actor) {
    return { success: true, data: await this.settings.call<object>(SETTINGS_SUBJECTS.singletonGet, actor.userId, { name }) };
  }

  private async put(name: SingletonSetting, actor: Actor, body: object) {
    return { success: true, data: await this.settings.call<object>(SETTINGS_SUBJECTS.singletonPut, actor.userId, { name, body }) };
  }

  /** Always read from Postgres in one statement, so `cached` is false; `preloaded` says the user saved something. */
  @Get('settings/all')
  async all(@CurrentActor() actor: Actor) {
    const reply = await this.settings.call<SettingsBundleReply>(SETTINGS_SUBJECTS.bundle, actor.userId);
    return { success: true, data: reply.settings, cached: false, preloaded: reply.preloaded };
  }

  @Get('settings/portfolio-variables') getPortfolioVariables(@CurrentActor() a: Actor) { return this.get('portfolio_variables', a); }
  @Put('settings/portfolio-variables') putPortfolioVariables(@CurrentActor() a: Actor, @Body() b: PortfolioVariablesDto) { return this.put('portfolio_variables', a, b); }
  @Get('settings/loss-cover') getLossCover(@CurrentActor() a: Actor) { return this.get('loss_cover', a); }
  @Put('settings/loss-cover') putLossCover(@CurrentActor() a: Actor, @Body() b: LossCoverDto) { return this.put('loss_cover', a, b); }
  @Get('settings/color-preferences') getColors(@CurrentActor() a: Actor) { return this.get('color_preferences', a); }
  @Put('settings/color-preferences') putColors(@CurrentActor() a: Actor, @Body() b: ColorPreferencesDto) { return this.put('color_preferences', a, b); }
  @Get('settings/table-settings') getTableSettings(@CurrentActor() a: Actor) { return this.get('table_settings', a); }
  @Put('settings/table-settings') putTableSettings(@CurrentActor() a: Actor, @Body() b: TableSettingsDto) { return this.put('table_settings', a, b); }
  @Get('settings/font-preferences') getFont(@CurrentActor() a: Actor) { return this.get('font_preferences', a); }
  @Put('settings/font-preferences') putFont(@CurrentActor() a: Actor, @Body() b: FontPreferencesDto) { return this.put('font_preferences', a, b); }
  @Get('settings/header-preferences') getHeader(@CurrentActor() a: Actor) { return this.get('header_preferences', a); }
  @Put('settings/header-preferences') putHeader(@CurrentActor() a: Actor, @Body() b: HeaderPreferencesDto) { return this.put('header_preferences', a, b); }

  @Put('settings/table-colors/:table')
  async putTableColor(@CurrentActor() actor: Actor, @Param() { table }: TableParam, @Body() body: TableColorDto) {
    return { success: true, data: await this.settings.call<object>(SETTINGS_SUBJECTS.tableColorPut, actor.userId, { table, body }) };
  }

  @Get('user/preferences')
  async preferences(@CurrentActor() actor: Actor) {
    return { success: true, data: await this.settings.call<object>(SETTINGS_SUBJECTS.preferencesGet, actor.userId) };
  }

  @Post('user/preferences')
  async savePreferences(@CurrentActor() actor: Actor, @Body() body: UserPreferencesDto) {
    return { success: true, data: await this.settings.call<object>(SETTINGS_SUBJECTS.preferencesPut, actor.userId, { body }) };
  }
}
