import { useMemo, useSyncExternalStore } from 'react';
import { alertStore, ruleFireStore } from './alertRuntime';
import { bellView, type BellView } from './bellList';

/** The bell's merged list of target alerts and rule alerts. */
export function useBell(): BellView {
  const targets = useSyncExternalStore(alertStore.subscribe, alertStore.getSnapshot);
  const fires = useSyncExternalStore(ruleFireStore.subscribe, ruleFireStore.getSnapshot);
  return useMemo(() => bellView(targets, fires), [targets, fires]);
}
