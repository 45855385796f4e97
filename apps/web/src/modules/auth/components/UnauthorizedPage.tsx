import { Link } from 'react-router-dom';
import { CenteredCard } from '../../../components/CenteredCard';

export function UnauthorizedPage() {
  return (
    <CenteredCard title="Unauthorized Access" subtitle="You don't have permission to access this page.">
      <Link className="button button--primary" to="/login">
        Back to sign in
      </Link>
    </CenteredCard>
  );
}
