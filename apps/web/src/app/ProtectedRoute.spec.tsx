import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'react-router-dom';
import { ADMIN, authValue, CUSTOMER, LocationProbe, renderRoutes } from '../test/renderWithAuth';
import { ProtectedRoute } from './ProtectedRoute';

afterEach(cleanup);

const routes = (
  <>
    <Route path="/login" element={<LocationProbe />} />
    <Route path="/dashboard" element={<LocationProbe />} />
    <Route path="/unauthorized" element={<LocationProbe />} />
    <Route
      path="/dashboard/portfolio"
      element={
        <ProtectedRoute>
          <p>Portfolio page</p>
        </ProtectedRoute>
      }
    />
    <Route
      path="/dashboard/admin/users"
      element={
        <ProtectedRoute requiredType="admin">
          <p>Users page</p>
        </ProtectedRoute>
      }
    />
    <Route
      path="/dashboard/zerodha-data"
      element={
        <ProtectedRoute>
          <p>Broker page</p>
        </ProtectedRoute>
      }
    />
    <Route
      path="/dashboard/kite-allowed"
      element={
        <ProtectedRoute allowBrokerPaths>
          <p>Allowed page</p>
        </ProtectedRoute>
      }
    />
    <Route
      path="/dashboard/customer-only"
      element={
        <ProtectedRoute requiredType="customer">
          <p>Customer page</p>
        </ProtectedRoute>
      }
    />
  </>
);

describe('<ProtectedRoute>', () => {
  it('says "Checking authentication..." until auth is initialised', () => {
    renderRoutes('/dashboard/portfolio', authValue({ initialised: false }), routes);
    expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
    expect(screen.queryByText('Portfolio page')).toBeNull();
  });

  it('sends a signed-out visitor to /login with the origin kept in state', () => {
    renderRoutes('/dashboard/portfolio', authValue(), routes);
    const loc = screen.getByTestId('location');
    expect(loc.textContent).toBe('/login');
    expect(loc.getAttribute('data-from')).toBe('/dashboard/portfolio');
  });

  it('shows the page to a signed-in user', () => {
    renderRoutes('/dashboard/portfolio', authValue({ user: CUSTOMER }), routes);
    expect(screen.getByText('Portfolio page')).toBeInTheDocument();
  });

  it('sends a customer from an admin page to /dashboard', () => {
    renderRoutes('/dashboard/admin/users', authValue({ user: CUSTOMER }), routes);
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });

  it('sends another type mismatch to /unauthorized', () => {
    renderRoutes('/dashboard/customer-only', authValue({ user: ADMIN }), routes);
    expect(screen.getByTestId('location').textContent).toBe('/unauthorized');
  });

  it('keeps customers off broker paths unless the route allows it', () => {
    renderRoutes('/dashboard/zerodha-data', authValue({ user: CUSTOMER }), routes);
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    cleanup();
    renderRoutes('/dashboard/kite-allowed', authValue({ user: CUSTOMER }), routes);
    expect(screen.getByText('Allowed page')).toBeInTheDocument();
  });

  it('lets an admin through admin and broker pages', () => {
    renderRoutes('/dashboard/admin/users', authValue({ user: ADMIN }), routes);
    expect(screen.getByText('Users page')).toBeInTheDocument();
    cleanup();
    renderRoutes('/dashboard/zerodha-data', authValue({ user: ADMIN }), routes);
    expect(screen.getByText('Broker page')).toBeInTheDocument();
  });
});
