import { Link } from 'react-router-dom';
import { EmptyState } from '../../shared/ui';

export function NotFoundPage() {
  return (
    <div className="page">
      <EmptyState
        title="Page not found"
        hint="This dashboard page does not exist."
        action={
          <Link className="btn btn--secondary" to="/dashboard">
            Back to Overview
          </Link>
        }
      />
    </div>
  );
}
