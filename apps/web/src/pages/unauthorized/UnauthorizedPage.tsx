import { Link } from 'react-router-dom';
import { AuthCard } from '../../features/auth';

export function UnauthorizedPage() {
  return (
    <AuthCard title="Unauthorized Access" subtitle="You don't have permission to access this page.">
      <div className="auth-card__actions">
        <Link className="btn btn--primary" to="/dashboard">
          Go to dashboard
        </Link>
        <Link className="btn btn--ghost" to="/login">
          Back to sign in
        </Link>
      </div>
    </AuthCard>
  );
}
