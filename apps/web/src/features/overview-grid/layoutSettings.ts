import type { GridItem } from '@app/contracts/settings/types';
import { createLocalStore } from '../../shared/storage/localStore';

/** The browser's layout settings; the key is cleared at logout. */
export interface LayoutSettings {
  currentLayout: GridItem[];
  currentContainers: string[];
  activeLayoutId: string | null;
  lastModified: string | null;
  /** Save changes into the active saved layout too (2 s after a change). */
  enableAutoSave: boolean;
}

export const LAYOUT_SETTINGS_DEFAULTS: LayoutSettings = {
  currentLayout: [],
  currentContainers: [],
  activeLayoutId: null,
  lastModified: null,
  enableAutoSave: true,
};

export const layoutSettings = createLocalStore<LayoutSettings>('layoutSettings', LAYOUT_SETTINGS_DEFAULTS, (raw) => {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Partial<LayoutSettings>;
  return {
    currentLayout: Array.isArray(r.currentLayout) ? r.currentLayout : [],
    currentContainers: Array.isArray(r.currentContainers)
      ? r.currentContainers.filter((c): c is string => typeof c === 'string')
      : [],
    activeLayoutId: typeof r.activeLayoutId === 'string' ? r.activeLayoutId : null,
    lastModified: typeof r.lastModified === 'string' ? r.lastModified : null,
    enableAutoSave: typeof r.enableAutoSave === 'boolean' ? r.enableAutoSave : true,
  };
});
