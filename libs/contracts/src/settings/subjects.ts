import { serviceSubjects } from '../shared/service-subjects.js';

/** Request/reply subjects of the settings service (queue group 'settings'); each payload carries userId. */
export const SETTINGS_SUBJECTS = {
  ...serviceSubjects('settings'),
  bundle: 'settings.bundle.get',
  singletonGet: 'settings.singleton.get',
  singletonPut: 'settings.singleton.put',
  tableColorPut: 'settings.table-color.put',
  rulesList: 'settings.rule.list',
  ruleCreate: 'settings.rule.create',
  ruleUpdate: 'settings.rule.update',
  ruleDelete: 'settings.rule.delete',
  rowColorsList: 'settings.row-color.list',
  rowColorSet: 'settings.row-color.set',
  rowColorDelete: 'settings.row-color.delete',
  collapsibleList: 'settings.collapsible.list',
  collapsibleSet: 'settings.collapsible.set',
  columnConfigsList: 'settings.column-config.list',
  columnConfigPut: 'settings.column-config.put',
  columnConfigDelete: 'settings.column-config.delete',
  layoutsList: 'settings.layout.list',
  layoutCreate: 'settings.layout.create',
  layoutUpdate: 'settings.layout.update',
  layoutDelete: 'settings.layout.delete',
  lastUsedGet: 'settings.last-used-layout.get',
  lastUsedPut: 'settings.last-used-layout.put',
  activeGet: 'settings.active-layout.get',
  activePut: 'settings.active-layout.put',
  preferencesGet: 'settings.preferences.get',
  preferencesPut: 'settings.preferences.put',
} as const;
export type SettingsSubject = (typeof SETTINGS_SUBJECTS)[keyof typeof SETTINGS_SUBJECTS];

/** Settings stored as one object each, read and replaced whole. */
export const SINGLETON_SETTINGS = [
  'portfolio_variables',
  'loss_cover',
  'color_preferences',
  'table_settings',
  'font_preferences',
  'header_preferences',
] as const;
export type SingletonSetting = (typeof SINGLETON_SETTINGS)[number];
