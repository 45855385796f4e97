import { Injectable } from '@nestjs/common';
import {
  SETTINGS_DEFAULTS,
  type LossCover,
  type PortfolioVariables,
  type SingletonSetting,
  type TableColors,
  type TableName,
  type UserPreferences,
} from '@app/contracts';
import { validationError } from '@app/common';
import { overDefaults } from '../bundle/merge-settings.js';
import { givenValues } from '../given-values.js';
import { preferencesProblems, savePreferencesOver, toPreferences } from './preferences-view.js';
import { UserSettingsRepository } from './user-settings.repository.js';

/** The settings read and replaced whole, one table colour at a time, and the preferences view over them. */
@Injectable()
export class PreferencesService {
  constructor(private readonly settings: UserSettingsRepository) {}

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

  async preferences(userId: string): Promise<UserPreferences> {
    const { pv, lc } = await this.current(userId);
    return toPreferences(pv, lc);
  }

  async savePreferences(userId: string, changes: Partial<UserPreferences>): Promise<UserPreferences> {
    const given = givenValues(changes);
    const problems = preferencesProblems(given);
    if (problems.length > 0) throw validationError(problems);
    const { pv, lc } = await this.current(userId);
    const saved = savePreferencesOver(pv, lc, given);
    await this.settings.putTwo(
      userId,
      ['portfolio_variables', saved.portfolioVariables],
      ['loss_cover', saved.lossCover],
    );
    return saved.preferences;
  }

  /** The two settings behind the preferences, over their defaults. */
  private async current(userId: string): Promise<{ pv: PortfolioVariables; lc: LossCover }> {
    const [pv, lc] = await this.settings.getTwo<PortfolioVariables, LossCover>(
      userId,
      'portfolio_variables',
      'loss_cover',
    );
    return {
      pv: overDefaults(SETTINGS_DEFAULTS.portfolio_variables, pv),
      lc: overDefaults(SETTINGS_DEFAULTS.loss_cover, lc),
    };
  }
}
