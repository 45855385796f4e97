import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PublicUser } from '@app/contracts/auth/types';
import { setSessionHooks } from '../../shared/api/apiClient';
import { errorText } from '../../shared/api/apiError';
import { authApi, refreshSession } from './authApi';
import { forgetUser, restoreUser, storeUser, type StoredUser } from '../../shared/session/authStorage';
import { clearLocalSession, clearStoredSession } from './localCleanup';
import { emitSignedIn, emitSignedOut } from '../../shared/session/sessionEvents';
import { AuthContext, type AuthContextValue } from '../../shared/session/useAuth';

/** A signed-in session is refreshed in the background every 10 minutes. */
export const REFRESH_INTERVAL_MS = 600_000;
export const ALREADY_SIGNED_IN = 'Please logout first before logging in with a different account';

function toStored(user: PublicUser): StoredUser {
  const { email, user_type, first_name, last_name, user_id, user_shortname, id } = user;
  return { id, email, user_type, first_name, last_name, user_id, user_shortname };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [initialised, setInitialised] = useState(false);
  const [user, setUser] = useState<StoredUser | null>(null);
  const [loggingIn, setLoggingIn] = useState(false);
  const remembered = useRef(false);
  const loginInFlight = useRef(false);
  const userRef = useRef<StoredUser | null>(null);
  userRef.current = user;

  const adopt = useCallback((next: StoredUser, rememberMe: boolean) => {
    remembered.current = rememberMe;
    storeUser(next, rememberMe);
    setUser(next);
    emitSignedIn(next);
  }, []);

  const logout = useCallback(async () => {
    setUser(null);
    clearStoredSession();
    // Leave the dashboard first, so nothing on it writes preferences back while they are cleared.
    navigate('/login', { replace: true });
    try {
      await Promise.allSettled([authApi.logout(), authApi.clearTokens()]);
      await emitSignedOut();
    } catch (e) {
      console.error('logout cleanup failed', e);
    } finally {
      await clearLocalSession();
      if (window.location.pathname !== '/login') navigate('/login', { replace: true });
    }
  }, [navigate]);

  // Restore once, then refresh the stored copy from the server in the background.
  useEffect(() => {
    const restored = restoreUser();
    if (restored) {
      remembered.current = restored.remembered;
      setUser(restored.user);
      emitSignedIn(restored.user);
      authApi
        .profile()
        .then((res) => {
          if (userRef.current?.email === res.data.user.email) {
            const fresh = toStored(res.data.user);
            storeUser(fresh, remembered.current);
            setUser(fresh);
          }
        })
        .catch(() => undefined);
    }
    setInitialised(true);
  }, []);

  // The shared HTTP client refreshes on a 401 and lands here when it cannot.
  useEffect(() => {
    setSessionHooks({
      refresh: async () => (await refreshSession()).ok,
      expired: () => {
        forgetUser();
        setUser(null);
        void emitSignedOut();
        navigate('/login', { replace: true });
      },
    });
  }, [navigate]);

  const authenticated = user !== null;
  useEffect(() => {
    if (!authenticated) return;
    const timer = setInterval(async () => {
      const result = await refreshSession();
      if (!result.ok) void logout();
    }, REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [authenticated, logout]);

  const login = useCallback(
    async (email: string, password: string, rememberMe: boolean) => {
      if (loginInFlight.current) return;
      if (userRef.current) throw new Error(ALREADY_SIGNED_IN);
      loginInFlight.current = true;
      setLoggingIn(true);
      try {
        const res = await authApi.login(email.trim(), password, rememberMe);
        if (!res?.data?.user) throw new Error('Login failed');
        adopt(toStored(res.data.user), rememberMe);
      } catch (e) {
        throw new Error(errorText(e, 'Login failed'), { cause: e });
      } finally {
        loginInFlight.current = false;
        setLoggingIn(false);
      }
    },
    [adopt],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      initialised,
      user,
      isAuthenticated: authenticated,
      loggingIn,
      isAdmin: user?.user_type === 'admin',
      login,
      logout,
    }),
    [initialised, user, authenticated, loggingIn, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
