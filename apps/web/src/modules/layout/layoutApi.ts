import type { ColumnConfig, GridItem, LastUsedLayout, SavedLayout } from '@app/contracts/settings/types';
import { api } from '../api/apiClient';

export interface LayoutBody {
  layout: GridItem[];
  containers: string[];
  columnConfigs: Record<string, ColumnConfig>;
}

/** Part 2 section 7's layout calls; the caller shows its own messages. */
export const layoutApi = {
  list: async () => (await api.get<{ success: boolean; layouts: SavedLayout[] }>('/settings/layouts', undefined, { quiet: true })).layouts ?? [],
  create: async (name: string, body: LayoutBody) => {
    const res = await api.post<{ success: boolean; layout_id?: string; id?: string }>('/settings/layouts', { name, ...body }, { quiet: true });
    return res.layout_id ?? res.id ?? null;
  },
  update: (id: string, body: LayoutBody & { name?: string }) => api.put(`/settings/layouts/${id}`, body, { quiet: true }),
  remove: (id: string) => api.delete(`/settings/layouts/${id}`, undefined, { quiet: true }),
  lastUsed: async () => (await api.get<{ success: boolean; data: LastUsedLayout | null }>('/settings/last-used-layout', undefined, { quiet: true })).data,
  saveLastUsed: (body: LayoutBody, timestamp: string) => api.put('/settings/last-used-layout', { ...body, timestamp }, { quiet: true }),
  activeId: async () => (await api.get<{ success: boolean; data: { active_layout_id: string | null } }>('/settings/active-layout', undefined, { quiet: true })).data.active_layout_id,
  setActiveId: (id: string | null) => api.put('/settings/active-layout', { active_layout_id: id }, { quiet: true }),
};
