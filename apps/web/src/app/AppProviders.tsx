import { useEffect, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { SWRConfig, type Cache } from 'swr';
import { api } from '../modules/api/apiClient';
import { AuthProvider } from '../modules/auth/AuthProvider';
import { onSignedOut } from '../modules/auth/sessionEvents';
import { startLiveSession } from '../modules/live/liveSession';

// One cache for the app; emptied at sign-out so the next user never sees the last one's data.
const swrCache = new Map() as Cache;
const fetcher = (path: string) => api.get(path);

startLiveSession();

export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => onSignedOut(() => (swrCache as unknown as Map<string, unknown>).clear()), []);
  return (
    <SWRConfig value={{ provider: () => swrCache, fetcher, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <AuthProvider>{children}</AuthProvider>
      {/* Below the header, so toasts never cover the bell or the user menu. */}
      <Toaster position="top-right" containerStyle={{ top: 'calc(var(--header-height) + 8px)' }} toastOptions={{ duration: 4000, className: 'toast-surface' }} />
    </SWRConfig>
  );
}
