import { useSyncExternalStore } from 'react';
import { alertStore } from './alertRuntime';
import type { AlertsView } from './alertStore';

export function useAlerts(): AlertsView {
  return useSyncExternalStore(alertStore.subscribe, alertStore.getSnapshot);
}
