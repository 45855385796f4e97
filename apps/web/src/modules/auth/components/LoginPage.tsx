import { CenteredCard } from '../../../components/CenteredCard';

export function LoginPage() {
  return <CenteredCard title="Trading Dashboard" subtitle="Sign in to your account" />;
}
