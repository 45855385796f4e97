import { createContext, useContext } from 'react';
import type { StoredUser } from './authStorage';

/** The signed-in session as every screen reads it; the auth feature's provider fills it. */
export interface AuthContextValue {
  initialised: boolean;
  user: StoredUser | null;
  isAuthenticated: boolean;
  loggingIn: boolean;
  isAdmin: boolean;
  login(email: string, password: string, rememberMe: boolean): Promise<void>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
