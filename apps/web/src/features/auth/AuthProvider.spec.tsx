import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocationProbe } from '../../test/renderWithAuth';
import { AuthProvider, REFRESH_INTERVAL_MS } from './AuthProvider';
import { onSignedIn, onSignedOut } from '../../shared/session/sessionEvents';
import { useAuth } from '../../shared/session/useAuth';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const USER = {
  id: 'u1',
  email: 'asha@example.com',
  first_name: 'Asha',
  last_name: 'Rao',
  user_type: 'customer',
  user_id: null,
  user_shortname: null,
  is_active: true,
  created_at: '',
  last_login_at: null,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let refreshOk: boolean;
let calls: string[];

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  refreshOk = true;
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.endsWith('/auth/refresh'))
        return refreshOk
          ? json(200, { success: true, data: { user: USER } })
          : json(401, { success: false, error: 'Session ended' });
      if (url.endsWith('/auth/profile')) return json(200, { success: true, data: { user: USER } });
      return json(200, { success: true, data: {} });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Who() {
  const { user, initialised } = useAuth();
  return <p data-testid="who">{initialised ? (user?.email ?? 'nobody') : 'checking'}</p>;
}

function renderSignedIn() {
  localStorage.setItem('user', JSON.stringify({ email: 'asha@example.com', user_type: 'customer' }));
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <AuthProvider>
        <Routes>
          <Route path="/dashboard" element={<Who />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('session in the browser', () => {
  it('restores the remembered user and tells the live features, then refreshes every 600 s', async () => {
    const seen = vi.fn();
    const off = onSignedIn(seen);
    renderSignedIn();
    await act(async () => undefined);
    expect(screen.getByTestId('who').textContent).toBe('asha@example.com');
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ email: 'asha@example.com' }));
    const refreshes = () => calls.filter((c) => c === 'POST /api/auth/refresh').length;
    await act(async () => vi.advanceTimersByTime(REFRESH_INTERVAL_MS - 1));
    expect(refreshes()).toBe(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(refreshes()).toBe(1);
    await act(async () => vi.advanceTimersByTime(REFRESH_INTERVAL_MS));
    expect(refreshes()).toBe(2);
    off();
  });

  it('logs out to /login when a background refresh fails, and stops refreshing', async () => {
    const out = vi.fn();
    const off = onSignedOut(out);
    renderSignedIn();
    await act(async () => undefined);
    refreshOk = false;
    await act(async () => vi.advanceTimersByTime(REFRESH_INTERVAL_MS));
    await act(async () => undefined);
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
    expect(calls).toContain('POST /api/auth/logout');
    expect(calls).toContain('POST /api/auth/clear-tokens');
    expect(out).toHaveBeenCalled();
    const before = calls.filter((c) => c.endsWith('/auth/refresh')).length;
    await act(async () => vi.advanceTimersByTime(REFRESH_INTERVAL_MS * 3));
    expect(calls.filter((c) => c.endsWith('/auth/refresh')).length).toBe(before);
    off();
  });

  it('refuses a second sign-in while signed in', async () => {
    let login!: ReturnType<typeof useAuth>['login'];
    function Grab() {
      login = useAuth().login;
      return null;
    }
    localStorage.setItem('user', JSON.stringify({ email: 'asha@example.com', user_type: 'customer' }));
    render(
      <MemoryRouter>
        <AuthProvider>
          <Grab />
        </AuthProvider>
      </MemoryRouter>,
    );
    await act(async () => undefined);
    await expect(login('other@example.com', 'x', false)).rejects.toThrow(
      'Please logout first before logging in with a different account',
    );
  });
});
