import type { ApiSuccess } from '@app/contracts/shared/envelope';
import type { LastUsedLayout, SavedLayout } from '@app/contracts/settings/types';
import { api } from '../../shared/api/apiClient';

/** What saving a layout sends: a saved layout's grid, containers and column choices. */
export type LayoutBody = Pick<SavedLayout, 'layout' | 'containers' | 'columnConfigs'>;

/** The saved-layout calls; the caller shows its own messages. */
export const layoutApi = {
  list: async () => (await api.get<{ success: boolean; layouts: SavedLayout[] }>('/settings/layouts')).layouts ?? [],
  create: async (name: string, body: LayoutBody) => {
    const res = await api.post<{ success: boolean; layout_id?: string; id?: string }>('/settings/layouts', {
      name,
      ...body,
    });
    return res.layout_id ?? res.id ?? null;
  },
  update: (id: string, body: LayoutBody & { name?: string }) => api.put(`/settings/layouts/${id}`, body),
  remove: (id: string) => api.delete(`/settings/layouts/${id}`),
  lastUsed: async () => (await api.get<ApiSuccess<LastUsedLayout | null>>('/settings/last-used-layout')).data,
  saveLastUsed: (body: LayoutBody, timestamp: string) => api.put('/settings/last-used-layout', { ...body, timestamp }),
  activeId: async () =>
    (await api.get<ApiSuccess<{ active_layout_id: string | null }>>('/settings/active-layout')).data.active_layout_id,
  setActiveId: (id: string | null) => api.put('/settings/active-layout', { active_layout_id: id }),
};
