import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocationProbe } from '../../test/renderWithAuth';
import { AuthProvider } from '../../features/auth';
import { LoginPage } from './LoginPage';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

type Handler = (body: Record<string, unknown>) => Promise<Response> | Response;
let routes: Record<string, Handler>;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

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

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  routes = {
    '/api/auth/validate-username': () =>
      json(200, { success: true, valid: true, message: 'ok', first_name: 'Asha', user_id: null }),
    '/api/auth/login': () => json(200, { success: true, data: { user: USER } }),
    '/api/websocket/start': () => json(200, { success: true, data: {} }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const handler = routes[url.split('?')[0]!];
      if (!handler) return json(404, { success: false, error: 'not found' });
      return handler(init?.body ? JSON.parse(String(init.body)) : {});
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderLogin(initial: string | { pathname: string; state: unknown } = '/login') {
  return render(
    <MemoryRouter initialEntries={[initial]}>
      <AuthProvider>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

const emailInput = () => screen.getByPlaceholderText('Enter your email') as HTMLInputElement;

async function toPasswordStep(email = 'asha@example.com') {
  fireEvent.change(emailInput(), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByPlaceholderText('Enter your password');
}

describe('sign-in, email step', () => {
  it('shows the title, prompt and an email field', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Trading Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to your account')).toBeInTheDocument();
    expect(emailInput().type).toBe('email');
    expect(emailInput().required).toBe(true);
  });

  it('enables Continue only from 3 trimmed characters', () => {
    renderLogin();
    const button = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(emailInput(), { target: { value: '  ab  ' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(emailInput(), { target: { value: 'abc' } });
    expect(button.disabled).toBe(false);
  });

  it('says it is validating while the check runs, then welcomes by first name', async () => {
    let release!: () => void;
    routes['/api/auth/validate-username'] = () =>
      new Promise(
        (r) =>
          (release = () =>
            r(json(200, { success: true, valid: true, message: 'ok', first_name: 'Asha', user_id: null }))),
      );
    renderLogin();
    fireEvent.change(emailInput(), { target: { value: 'asha@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Validating username and preparing your data...')).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Validating...' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    expect(await screen.findByText('Welcome back, Asha! Please enter your password.')).toBeInTheDocument();
  });

  it('leaves the name out when the server gives none', async () => {
    routes['/api/auth/validate-username'] = () =>
      json(200, { success: true, valid: true, message: 'ok', first_name: null, user_id: null });
    renderLogin();
    await toPasswordStep();
    expect(screen.getByText('Welcome back! Please enter your password.')).toBeInTheDocument();
  });

  it('asks to check the address when the username is not valid', async () => {
    routes['/api/auth/validate-username'] = () =>
      json(200, { success: true, valid: false, message: 'User not found', first_name: null, user_id: null });
    renderLogin();
    fireEvent.change(emailInput(), { target: { value: 'who@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please check your email address')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Enter your password')).toBeNull();
  });

  it('says it cannot validate when the call fails', async () => {
    routes['/api/auth/validate-username'] = () => json(503, { success: false, error: 'Service unavailable' });
    renderLogin();
    fireEvent.change(emailInput(), { target: { value: 'asha@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Unable to validate username')).toBeInTheDocument();
  });

  it('picks up a browser-autofilled email after 500 ms', async () => {
    vi.useFakeTimers();
    renderLogin();
    emailInput().value = 'filled@example.com';
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(499));
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(1));
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('sign-in, password step', () => {
  it('shows the email read-only; Change goes back and clears the message', async () => {
    renderLogin();
    await toPasswordStep();
    const readonly = screen.getByDisplayValue('asha@example.com') as HTMLInputElement;
    expect(readonly.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(emailInput()).toBeInTheDocument();
    expect(emailInput().readOnly).toBe(false);
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('toggles the password between hidden and shown', async () => {
    renderLogin();
    await toPasswordStep();
    const pw = screen.getByPlaceholderText('Enter your password') as HTMLInputElement;
    expect(pw.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(pw.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(pw.type).toBe('password');
  });

  it('disables Sign in without a password and shows "Signing in..." while busy', async () => {
    let release!: () => void;
    routes['/api/auth/login'] = () =>
      new Promise((r) => (release = () => r(json(200, { success: true, data: { user: USER } }))));
    renderLogin();
    await toPasswordStep();
    const signIn = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    expect(signIn.disabled).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('Enter your password'), { target: { value: 'Investor@12345' } });
    expect(signIn.disabled).toBe(false);
    fireEvent.click(signIn);
    const busy = (await screen.findByRole('button', { name: 'Signing in...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await act(async () => release());
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
  });

  it('shows the server error in the red box on a wrong password', async () => {
    routes['/api/auth/login'] = () => json(401, { success: false, error: 'Invalid email or password' });
    renderLogin();
    await toPasswordStep();
    fireEvent.change(screen.getByPlaceholderText('Enter your password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password');
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says "Login failed" when the server gives no reason', async () => {
    routes['/api/auth/login'] = () => new Response('', { status: 502 });
    renderLogin();
    await toPasswordStep();
    fireEvent.change(screen.getByPlaceholderText('Enter your password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Login failed|Request failed/);
  });

  it('keeps the user by remember-me choice and returns to where they came from', async () => {
    renderLogin({ pathname: '/login', state: { from: { pathname: '/dashboard/watchlist', search: '', hash: '' } } });
    await toPasswordStep();
    fireEvent.change(screen.getByPlaceholderText('Enter your password'), { target: { value: 'Investor@12345' } });
    fireEvent.click(screen.getByText('Remember me'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard/watchlist');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? '{}').email).toBe('asha@example.com'));
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it('keeps a user who is not remembered only for the session', async () => {
    renderLogin();
    await toPasswordStep();
    fireEvent.change(screen.getByPlaceholderText('Enter your password'), { target: { value: 'Investor@12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByTestId('location');
    expect(JSON.parse(sessionStorage.getItem('user') ?? '{}').email).toBe('asha@example.com');
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('restoring the user', () => {
  it('sends an already signed-in user from /login to /dashboard', async () => {
    localStorage.setItem('user', JSON.stringify({ email: 'asha@example.com', user_type: 'customer' }));
    routes['/api/auth/profile'] = () => json(200, { success: true, data: { user: USER } });
    renderLogin();
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
  });

  it('deletes invalid stored data and shows the sign-in form', async () => {
    localStorage.setItem('user', '{"email": 42}');
    renderLogin();
    expect(await screen.findByPlaceholderText('Enter your email')).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
