import type { ApiSuccess } from '@app/contracts/shared/envelope';
import type { ColumnConfig, ConditionalRule, SettingsBundle, SettingsBundleReply } from '@app/contracts/settings/types';
import type { ContainerType, TableName } from '@app/contracts/settings/constants';
import { api } from '../../shared/api/apiClient';
import { ApiError } from '../../shared/api/apiError';

/** GET /settings/all: the bundle under `data`, and whether the user has saved anything. */
export type BundleAnswer = ApiSuccess<SettingsBundle> & Pick<SettingsBundleReply, 'preloaded'>;

/** Wraps a failure in the call's own message ('Failed to update …') while keeping the server's reason for the toast. */
async function withMessage<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    const reason = e instanceof ApiError ? e.serverError : undefined;
    const wrapped = new ApiError(
      reason ? `${message}: ${reason}` : message,
      e instanceof ApiError ? e.status : 0,
      reason,
      e instanceof ApiError ? e.details : undefined,
    );
    // The call's own failure stays reachable, so a toast for it is replaced rather than repeated.
    wrapped.cause = e;
    throw wrapped;
  }
}

type Whole<K extends keyof SettingsBundle> = SettingsBundle[K];

const put = <T>(path: string, body: unknown, message: string) =>
  withMessage(message, () => api.put<ApiSuccess<T>>(path, body));

export const SETTINGS_KEY = '/settings/all';

/** The settings calls; each failure says which setting failed ('Failed to update table settings'). */
export const settingsApi = {
  bundle: () => withMessage('Failed to fetch settings', () => api.get<BundleAnswer>(SETTINGS_KEY)),
  portfolioVariables: (body: Whole<'portfolio_variables'>) =>
    put('/settings/portfolio-variables', body, 'Failed to update portfolio variables'),
  lossCover: (body: Whole<'loss_cover'>) => put('/settings/loss-cover', body, 'Failed to update loss cover settings'),
  colorPreferences: (body: Whole<'color_preferences'>) =>
    put('/settings/color-preferences', body, 'Failed to update color preferences'),
  tableSettings: (body: Whole<'table_settings'>) =>
    put('/settings/table-settings', body, 'Failed to update table settings'),
  fontPreferences: (body: Whole<'font_preferences'>) =>
    put('/settings/font-preferences', body, 'Failed to update font preferences'),
  headerPreferences: (body: Whole<'header_preferences'>) =>
    put('/settings/header-preferences', body, 'Failed to update header preferences'),
  tableColor: (table: TableName, color: string) =>
    put(`/settings/table-colors/${table}`, { color }, 'Failed to update table color'),

  createRule: (rule: Omit<ConditionalRule, 'id'>) =>
    withMessage('Failed to create conditional formatting rule', () =>
      api.post<ApiSuccess<{ rule: ConditionalRule }>>('/settings/conditional-formatting', rule),
    ),
  updateRule: (id: string, rule: Partial<ConditionalRule>) =>
    withMessage('Failed to update conditional formatting rule', () =>
      api.put<ApiSuccess<{ rule: ConditionalRule }>>(`/settings/conditional-formatting/${id}`, rule),
    ),
  deleteRule: (id: string) =>
    withMessage('Failed to delete conditional formatting rule', () =>
      api.delete(`/settings/conditional-formatting/${id}`),
    ),

  setRowColor: (table_name: TableName, row_identifier: string, background_color: string) =>
    withMessage('Failed to set row color', () =>
      api.post('/settings/row-colors', { table_name, row_identifier, background_color }),
    ),
  deleteRowColor: (table_name: TableName, row_identifier: string) =>
    withMessage('Failed to delete row color', () => api.delete('/settings/row-colors', { table_name, row_identifier })),
  setRowTextColor: (table_name: TableName, row_identifier: string, text_color: string) =>
    withMessage('Failed to set row text color', () =>
      api.post('/settings/row-text-colors', { table_name, row_identifier, text_color }),
    ),
  deleteRowTextColor: (table_name: TableName, row_identifier: string) =>
    withMessage('Failed to delete row text color', () =>
      api.delete('/settings/row-text-colors', { table_name, row_identifier }),
    ),

  collapsibleStates: () =>
    withMessage('Failed to fetch collapsible states', () =>
      api.get<ApiSuccess<{ states: Record<string, boolean> }>>('/settings/collapsible-states'),
    ),
  setCollapsible: (container_id: string, is_collapsed: boolean) =>
    withMessage('Failed to update collapsible state', () =>
      api.post('/settings/collapsible-states', { container_id, is_collapsed }),
    ),

  columnConfigs: () =>
    withMessage('Failed to fetch column configuration', () =>
      api.get<ApiSuccess<{ column_configs: Record<ContainerType, ColumnConfig> }>>(
        '/settings/column-configs',
        undefined,
      ),
    ),
  saveColumnConfig: (config: ColumnConfig) =>
    withMessage('Failed to save column configuration', () =>
      api.put<ApiSuccess<{ config: ColumnConfig }>>(`/settings/column-configs/${config.containerType}`, config),
    ),
  deleteColumnConfig: (containerType: ContainerType) =>
    withMessage('Failed to delete column configuration', () =>
      api.delete<ApiSuccess<{ config: ColumnConfig }>>(`/settings/column-configs/${containerType}`),
    ),
};
