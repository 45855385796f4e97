import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { UserType } from '@app/contracts/auth/types';
import { Spinner } from '../shared/ui';
import { useAuth } from '../shared/session/useAuth';
import { guardDecision } from './guard';

export function ProtectedRoute({
  children,
  requiredType,
  allowBrokerPaths,
}: {
  children: ReactNode;
  requiredType?: UserType;
  allowBrokerPaths?: boolean;
}) {
  const { initialised, user } = useAuth();
  const location = useLocation();
  const decision = guardDecision({ initialised, user, pathname: location.pathname, requiredType, allowBrokerPaths });
  if (decision.kind === 'checking') {
    return (
      <div className="checking-auth" role="status">
        <Spinner size={22} />
        <p>Checking authentication...</p>
      </div>
    );
  }
  if (decision.kind === 'redirect') {
    return <Navigate to={decision.to} replace state={decision.keepOrigin ? { from: location } : undefined} />;
  }
  return <>{children}</>;
}
