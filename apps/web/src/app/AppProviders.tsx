import { useEffect, type ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { api } from '../shared/api/apiClient';
import { AuthProvider } from '../features/auth';
import { onSignedOut } from '../shared/session/sessionEvents';
import { AppToaster } from './AppToaster';
import { startLiveSession } from './liveSession';

// One cache for the app; emptied at sign-out so the next user never sees the last one's data.
const swrCache = new Map() as Cache;
const fetcher = (path: string) => api.get(path);

startLiveSession();

export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => onSignedOut(() => (swrCache as unknown as Map<string, unknown>).clear()), []);
  return (
    <SWRConfig value={{ provider: () => swrCache, fetcher, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <AuthProvider>{children}</AuthProvider>
      <AppToaster />
    </SWRConfig>
  );
}
