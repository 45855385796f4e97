import { describe, expect, it } from 'vitest';
import { guardDecision } from './guard';

const customer = { user_type: 'customer' as const };
const admin = { user_type: 'admin' as const };

describe('protected-route guard', () => {
  it('waits while authentication is not initialised', () => {
    expect(guardDecision({ initialised: false, user: null, pathname: '/dashboard' })).toEqual({ kind: 'checking' });
  });

  it('sends a signed-out user to /login keeping where they came from', () => {
    expect(guardDecision({ initialised: true, user: null, pathname: '/dashboard/portfolio' })).toEqual({
      kind: 'redirect',
      to: '/login',
      keepOrigin: true,
    });
  });

  it('lets a signed-in user through an open route', () => {
    expect(guardDecision({ initialised: true, user: customer, pathname: '/dashboard/portfolio' })).toEqual({
      kind: 'allow',
    });
  });

  it('sends a customer away from an admin route to /dashboard', () => {
    expect(
      guardDecision({ initialised: true, user: customer, pathname: '/dashboard/admin/users', requiredType: 'admin' }),
    ).toMatchObject({ to: '/dashboard' });
  });

  it('sends any other type mismatch to /unauthorized', () => {
    expect(
      guardDecision({ initialised: true, user: admin, pathname: '/dashboard/x', requiredType: 'customer' }),
    ).toMatchObject({ to: '/unauthorized' });
  });

  it('lets an admin open admin routes', () => {
    expect(
      guardDecision({ initialised: true, user: admin, pathname: '/dashboard/admin/users', requiredType: 'admin' }),
    ).toEqual({ kind: 'allow' });
  });

  it.each(['/dashboard/zerodha-data', '/dashboard/kite/login', '/dashboard/ZERODHA'])(
    'blocks a customer from broker path %s',
    (pathname) => {
      expect(guardDecision({ initialised: true, user: customer, pathname })).toMatchObject({
        kind: 'redirect',
        to: '/dashboard',
      });
    },
  );

  it('lets a customer open a broker path the route allows', () => {
    expect(
      guardDecision({ initialised: true, user: customer, pathname: '/dashboard/kite/x', allowBrokerPaths: true }),
    ).toEqual({ kind: 'allow' });
  });

  it('lets an admin open broker paths', () => {
    expect(guardDecision({ initialised: true, user: admin, pathname: '/dashboard/zerodha-data' })).toEqual({
      kind: 'allow',
    });
  });
});
