import type { UserType } from '@app/contracts/auth/types';

export interface GuardInput {
  initialised: boolean;
  user: { user_type: UserType } | null;
  pathname: string;
  /** The route's required user type, if any. */
  requiredType?: UserType;
  /** The route explicitly lets customers open a /zerodha or /kite path. */
  allowBrokerPaths?: boolean;
}

export type GuardDecision =
  { kind: 'checking' } | { kind: 'allow' } | { kind: 'redirect'; to: string; keepOrigin: boolean };

const BROKER_PATH = /\/(zerodha|kite)/i;

/**
 * The protected-route rules, in order: wait for the session check; signed out goes to /login; a
 * customer on an admin route goes to /dashboard, any other type mismatch to /unauthorized; a customer
 * on a /zerodha or /kite path goes to /dashboard unless the route allows it.
 */
export function guardDecision({
  initialised,
  user,
  pathname,
  requiredType,
  allowBrokerPaths,
}: GuardInput): GuardDecision {
  if (!initialised) return { kind: 'checking' };
  if (!user) return { kind: 'redirect', to: '/login', keepOrigin: true };
  if (requiredType && user.user_type !== requiredType) {
    if (requiredType === 'admin' && user.user_type === 'customer')
      return { kind: 'redirect', to: '/dashboard', keepOrigin: false };
    return { kind: 'redirect', to: '/unauthorized', keepOrigin: false };
  }
  if (user.user_type === 'customer' && BROKER_PATH.test(pathname) && !allowBrokerPaths) {
    return { kind: 'redirect', to: '/dashboard', keepOrigin: false };
  }
  return { kind: 'allow' };
}
