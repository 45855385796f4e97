import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './App';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

// globals are off, so Testing Library cannot register its own cleanup hook.
afterEach(cleanup);

describe('App routes', () => {
  it('shows the sign-in card at /login', () => {
    renderAt('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Trading Dashboard' })).toBeTruthy();
    expect(screen.getByText('Sign in to your account')).toBeTruthy();
  });

  it('shows the unauthorized message at /unauthorized', () => {
    renderAt('/unauthorized');
    expect(screen.getByRole('heading', { level: 1, name: 'Unauthorized Access' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it.each(['/', '/no-such-page'])('redirects %s to the sign-in card', (path) => {
    renderAt(path);
    expect(screen.getByText('Sign in to your account')).toBeTruthy();
  });
});
