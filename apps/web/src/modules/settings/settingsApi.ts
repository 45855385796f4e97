import type { ColumnConfig, ConditionalRule, SettingsBundle } from '@app/contracts/settings/types';
import type { ContainerType, TableName } from '@app/contracts/settings/constants';
import { api } from '../api/apiClient';
import { ApiError } from '../api/apiError';

export interface BundleAnswer {
  success: boolean;
  data: SettingsBundle;
  cached: boolean;
  preloaded: boolean;
}

/** Wraps a failure in the spec's message while keeping the server's reason for the toast. */
async function withMessage<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    const reason = e instanceof ApiError ? e.serverError : undefined;
    throw new ApiError(reason ? `${message}: ${reason}` : message, e instanceof ApiError ? e.status : 0, reason, e instanceof ApiError ? e.details : undefined);
  }
}

type Whole<K extends keyof SettingsBundle> = SettingsBundle[K];

const put = <T>(path: string, body: unknown, message: string) => withMessage(message, () => api.put<{ success: boolean; data: T }>(path, body, { quiet: true }));

export const SETTINGS_KEY = '/settings/all';

/** Part 1 section 7's settings calls, each failing with part 1 section 8's message. */
export const settingsApi = {
  bundle: () => withMessage('Failed to fetch settings', () => api.get<BundleAnswer>(SETTINGS_KEY, undefined, { quiet: true })),
  portfolioVariables: (body: Whole<'portfolio_variables'>) => put('/settings/portfolio-variables', body, 'Failed to update portfolio variables'),
  lossCover: (body: Whole<'loss_cover'>) => put('/settings/loss-cover', body, 'Failed to update loss cover settings'),
  colorPreferences: (body: Whole<'color_preferences'>) => put('/settings/color-preferences', body, 'Failed to update color preferences'),
  tableSettings: (body: Whole<'table_settings'>) => put('/settings/table-settings', body, 'Failed to update table settings'),
  fontPreferences: (body: Whole<'font_preferences'>) => put('/settings/font-preferences', body, 'Failed to update font preferences'),
  headerPreferences: (body: Whole<'header_preferences'>) => put('/settings/header-preferences', body, 'Failed to update header preferences'),
  tableColor: (table: TableName, color: string) => put(`/settings/table-colors/${table}`, { color }, 'Failed to update table color'),

  createRule: (rule: Omit<ConditionalRule, 'id'>) =>
    withMessage('Failed to create conditional formatting rule', () => api.post<{ success: boolean; data: { rule: ConditionalRule } }>('/settings/conditional-formatting', rule, { quiet: true })),
  updateRule: (id: string, rule: Partial<ConditionalRule>) =>
    withMessage('Failed to update conditional formatting rule', () => api.put<{ success: boolean; data: { rule: ConditionalRule } }>(`/settings/conditional-formatting/${id}`, rule, { quiet: true })),
  deleteRule: (id: string) => withMessage('Failed to delete conditional formatting rule', () => api.delete(`/settings/conditional-formatting/${id}`, undefined, { quiet: true })),

  setRowColor: (table_name: TableName, row_identifier: string, background_color: string) =>
    withMessage('Failed to set row color', () => api.post('/settings/row-colors', { table_name, row_identifier, background_color }, { quiet: true })),
  deleteRowColor: (table_name: TableName, row_identifier: string) =>
    withMessage('Failed to delete row color', () => api.delete('/settings/row-colors', { table_name, row_identifier }, { quiet: true })),
  setRowTextColor: (table_name: TableName, row_identifier: string, text_color: string) =>
    withMessage('Failed to set row text color', () => api.post('/settings/row-text-colors', { table_name, row_identifier, text_color }, { quiet: true })),
  deleteRowTextColor: (table_name: TableName, row_identifier: string) =>
    withMessage('Failed to delete row text color', () => api.delete('/settings/row-text-colors', { table_name, row_identifier }, { quiet: true })),

  collapsibleStates: () => withMessage('Failed to fetch collapsible states', () => api.get<{ success: boolean; data: { states: Record<string, boolean> } }>('/settings/collapsible-states', undefined, { quiet: true })),
  setCollapsible: (container_id: string, is_collapsed: boolean) =>
    withMessage('Failed to update collapsible state', () => api.post('/settings/collapsible-states', { container_id, is_collapsed }, { quiet: true })),

  columnConfigs: () => withMessage('Failed to fetch column configuration', () => api.get<{ success: boolean; data: { column_configs: Record<ContainerType, ColumnConfig> } }>('/settings/column-configs', undefined, { quiet: true })),
  saveColumnConfig: (config: ColumnConfig) =>
    withMessage('Failed to save column configuration', () => api.put<{ success: boolean; data: { config: ColumnConfig } }>(`/settings/column-configs/${config.containerType}`, config, { quiet: true })),
  deleteColumnConfig: (containerType: ContainerType) =>
    withMessage('Failed to delete column configuration', () => api.delete<{ success: boolean; data: { config: ColumnConfig } }>(`/settings/column-configs/${containerType}`, undefined, { quiet: true })),
};
