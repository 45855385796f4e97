import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthContext, type AuthContextValue } from '../shared/session/useAuth';
import type { StoredUser } from '../shared/session/authStorage';

export const CUSTOMER: StoredUser = {
  email: 'asha@example.com',
  user_type: 'customer',
  first_name: 'Asha',
  last_name: 'Rao',
};
export const ADMIN: StoredUser = {
  email: 'arjun@example.com',
  user_type: 'admin',
  first_name: 'Arjun',
  last_name: 'Mehta',
  user_id: 'ZD1234',
};

export function authValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = overrides.user === undefined ? null : overrides.user;
  return {
    initialised: true,
    user,
    isAuthenticated: user !== null,
    isAdmin: user?.user_type === 'admin',
    loggingIn: false,
    login: async () => undefined,
    logout: async () => undefined,
    ...overrides,
  };
}

/** Shows where the router ended up, and the state it carried. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output
      data-testid="location"
      data-from={(location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? ''}
    >
      {location.pathname}
    </output>
  );
}

/** Renders routes at a path with a fixed auth state. */
export function renderRoutes(path: string, auth: AuthContextValue, routes: ReactNode) {
  return render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes}
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

/** Renders a header part signed in as a customer at /dashboard, with the location probe beside it. */
export function renderSignedInAtDashboard(node: ReactNode, userId = 'u1') {
  return render(
    <AuthContext.Provider value={authValue({ user: { ...CUSTOMER, id: userId } })}>
      <MemoryRouter initialEntries={['/dashboard']}>
        {node}
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}
