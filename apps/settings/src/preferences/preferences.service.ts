import { Injectable } from '@nestjs/common';
import {
  SETTINGS_DEFAULTS,
  type ColumnConfig,
  type ContainerType,
  type LossCover,
  type PortfolioVariables,
  type SingletonSetting,
  type TableColors,
  type TableName,
  type UserPreferences,
} from '@app/contracts';
import { validationError } from '@app/common';
import { columnConfigsOverDefaults, defaultColumnConfig, overDefaults } from '../bundle/merge-settings.js';
import { CollapsibleRepository } from './collapsible.repository.js';
import { columnConfigProblems } from './column-config-rules.js';
import { ColumnConfigsRepository } from './column-configs.repository.js';
import { UserSettingsRepository } from './user-settings.repository.js';

/** The settings read and replaced whole, the preferences view over them, collapse states and column configs. */
@Injectable()
export class PreferencesService {
  constructor(
    private readonly settings: UserSettingsRepository,
    private readonly collapsible: CollapsibleRepository,
    private readonly columns: ColumnConfigsRepository,
  ) {}

  async getSingleton(userId: string, name: SingletonSetting): Promise<object> {
    return overDefaults(SETTINGS_DEFAULTS[name], await this.settings.get(userId, name));
  }

  async putSingleton(userId: string, name: SingletonSetting, value: object): Promise<object> {
    await this.settings.put(userId, name, value);
    return overDefaults(SETTINGS_DEFAULTS[name], value);
  }

  async putTableColor(userId: string, table: TableName, color: string): Promise<TableColors> {
    return overDefaults(SETTINGS_DEFAULTS.table_colors, await this.settings.putTableColor(userId, table, color));
  }

  /** The preferences of part 2 are a view of portfolio variables and loss cover, so both stay in step. */
  async preferences(userId: string): Promise<UserPreferences> {
    const [pv, lc] = await this.settings.getTwo<PortfolioVariables, LossCover>(userId, 'portfolio_variables', 'loss_cover');
    return toPreferences(overDefaults(SETTINGS_DEFAULTS.portfolio_variables, pv), overDefaults(SETTINGS_DEFAULTS.loss_cover, lc));
  }

  async savePreferences(userId: string, changes: Partial<UserPreferences>): Promise<UserPreferences> {
    // DTO instances carry every declared field, set or not: keep only the values given.
    const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<UserPreferences>;
    if (Object.keys(given).length === 0) throw validationError([{ field: 'preferences', errors: ['preferences must set at least one value'] }]);
    const [storedPv, storedLc] = await this.settings.getTwo<PortfolioVariables, LossCover>(userId, 'portfolio_variables', 'loss_cover');
    const pv = overDefaults(SETTINGS_DEFAULTS.portfolio_variables, storedPv);
    const lc = overDefaults(SETTINGS_DEFAULTS.loss_cover, storedLc);
    const next = { ...toPreferences(pv, lc), ...given } as UserPreferences;
    const nextPv = { ...pv, above_cash: next.portfolio_above_cash, below_cash: next.portfolio_below_cash };
    const nextLc = { min_loss_percent: next.loss_cover_min_percent, max_loss_percent: next.loss_cover_max_percent };
    await this.settings.putTwo(userId, ['portfolio_variables', nextPv], ['loss_cover', nextLc]);
    return next;
  }

  listCollapsible(userId: string): Promise<Record<string, boolean>> {
    return this.collapsible.list(userId);
  }

  async setCollapsible(userId: string, containerId: string, collapsed: boolean): Promise<{ container_id: string; is_collapsed: boolean }> {
    await this.collapsible.set(userId, containerId, collapsed);
    return { container_id: containerId, is_collapsed: collapsed };
  }

  async columnConfigs(userId: string): Promise<Record<ContainerType, ColumnConfig>> {
    return columnConfigsOverDefaults(await this.columns.list(userId));
  }

  async putColumnConfig(userId: string, pathType: ContainerType, config: ColumnConfig): Promise<ColumnConfig> {
    if (config.containerType !== pathType) throw validationError([{ field: 'containerType', errors: ['containerType must match the path'] }]);
    const problems = columnConfigProblems(config);
    if (problems.length > 0) throw validationError(problems);
    const clean = { containerType: config.containerType, selectedColumns: config.selectedColumns, columnOrder: config.columnOrder };
    await this.columns.put(userId, clean);
    return clean;
  }

  async deleteColumnConfig(userId: string, type: ContainerType): Promise<ColumnConfig> {
    await this.columns.delete(userId, type);
    return defaultColumnConfig(type);
  }
}

function toPreferences(pv: PortfolioVariables, lc: LossCover): UserPreferences {
  return {
    portfolio_above_cash: pv.above_cash,
    portfolio_below_cash: pv.below_cash,
    loss_cover_min_percent: lc.min_loss_percent,
    loss_cover_max_percent: lc.max_loss_percent,
  };
}
