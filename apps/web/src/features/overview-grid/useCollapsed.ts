import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../../shared/session/useAuth';
import { collapsibleStates } from './collapsibleStates';

/** Whether a container's summary is collapsed, and the toggle that saves it. */
export function useCollapsed(containerId: string): [boolean, () => void] {
  const { isAuthenticated, initialised } = useAuth();
  const signedIn = initialised && isAuthenticated;
  useSyncExternalStore(collapsibleStates.subscribe, collapsibleStates.getVersion);
  useEffect(() => {
    void collapsibleStates.load(signedIn);
  }, [signedIn]);
  return [collapsibleStates.isCollapsed(containerId), () => void collapsibleStates.toggle(containerId, signedIn)];
}
