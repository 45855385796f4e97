import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import {
  ColorPreferencesDto,
  FontPreferencesDto,
  HeaderPreferencesDto,
  LossCoverDto,
  PortfolioVariablesDto,
  SETTINGS_SUBJECTS as S,
  TableColorDto,
  TableParam,
  TableSettingsDto,
  UserPreferencesDto,
} from '@app/contracts';
import { RpcClient } from '@app/common/base';
import { CurrentUserId } from '../../auth/auth.decorators.js';
import { FlatEnvelope } from '../../envelope/envelope.decorators.js';

/** The settings bundle, the settings replaced whole, table colours and the preferences view. */
@Controller()
export class SettingsController {
  constructor(private readonly rpc: RpcClient) {}

  /** Always read from Postgres in one statement, so `cached` is false; `preloaded` says the user saved something. */
  @Get('settings/all')
  @FlatEnvelope()
  async all(@CurrentUserId() userId: string) {
    const reply = await this.rpc.request(S.bundle, { userId });
    return { data: reply.settings, cached: false, preloaded: reply.preloaded };
  }

  @Get('settings/portfolio-variables') getPortfolioVariables(@CurrentUserId() userId: string) {
    return this.rpc.request(S.singletonGet, { name: 'portfolio_variables', userId });
  }
  @Put('settings/portfolio-variables') putPortfolioVariables(
    @CurrentUserId() userId: string,
    @Body() body: PortfolioVariablesDto,
  ) {
    return this.rpc.request(S.singletonPut, { name: 'portfolio_variables', body, userId });
  }
  @Get('settings/loss-cover') getLossCover(@CurrentUserId() userId: string) {
    return this.rpc.request(S.singletonGet, { name: 'loss_cover', userId });
  }
  @Put('settings/loss-cover') putLossCover(@CurrentUserId() userId: string, @Body() body: LossCoverDto) {
    return this.rpc.request(S.singletonPut, { name: 'loss_cover', body, userId });
  }
  @Get('settings/color-preferences') getColors(@CurrentUserId() userId: string) {
    return this.rpc.request(S.singletonGet, { name: 'color_preferences', userId });
  }
  @Put('settings/color-preferences') putColors(@CurrentUserId() userId: string, @Body() body: ColorPreferencesDto) {
    return this.rpc.request(S.singletonPut, { name: 'color_preferences', body, userId });
  }
  @Get('settings/table-settings') getTableSettings(@CurrentUserId() userId: string) {
    return this.rpc.request(S.singletonGet, { name: 'table_settings', userId });
  }
  @Put('settings/table-settings') putTableSettings(@CurrentUserId() userId: string, @Body() body: TableSettingsDto) {
    return this.rpc.request(S.singletonPut, { name: 'table_settings', body, userId });
  }
  @Get('settings/font-preferences') getFont(@CurrentUserId() userId: string) {
    return this.rpc.request(S.singletonGet, { name: 'font_preferences', userId });
  }
  @Put('settings/font-preferences') putFont(@CurrentUserId() userId: string, @Body() body: FontPreferencesDto) {
    return this.rpc.request(S.singletonPut, { name: 'font_preferences', body, userId });
  }
  @Get('settings/header-preferences') getHeader(@CurrentUserId() userId: string) {
    return this.rpc.request(S.singletonGet, { name: 'header_preferences', userId });
  }
  @Put('settings/header-preferences') putHeader(@CurrentUserId() userId: string, @Body() body: HeaderPreferencesDto) {
    return this.rpc.request(S.singletonPut, { name: 'header_preferences', body, userId });
  }

  @Put('settings/table-colors/:table')
  putTableColor(@CurrentUserId() userId: string, @Param() { table }: TableParam, @Body() body: TableColorDto) {
    return this.rpc.request(S.tableColorPut, { table, body, userId });
  }

  @Get('user/preferences') preferences(@CurrentUserId() userId: string) {
    return this.rpc.request(S.preferencesGet, { userId });
  }
  @Post('user/preferences') savePreferences(@CurrentUserId() userId: string, @Body() body: UserPreferencesDto) {
    return this.rpc.request(S.preferencesPut, { body, userId });
  }
}
