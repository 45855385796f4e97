import { ArrowRight, ClipboardList, Clock, XCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, PageHeader, StatCard } from '../../shared/ui';
import { formatQuantity } from '../../shared/format/numbers';
import { useOrders } from '../../features/paper-broker';

/** /dashboard/orders is a placeholder by design; it says so and leads to the real order book. */
export function OrdersPage() {
  const { orders, pending, loading, error } = useOrders();
  const rejected = orders.filter((o) => o.status === 'REJECTED').length;
  return (
    <div className="page ord-page">
      <PageHeader title="Orders" subtitle="Paper broker" />
      <Card title="Order history and management">
        <p className="ord-page__intro">Orders component will show order history and management.</p>
        <p className="ord-page__intro">
          Until then, every order lives in the Orders tab of the Portfolio page: place, follow and cancel them there.
        </p>
        {!error && (
          <div className="stats">
            <StatCard
              label="Orders"
              icon={<ClipboardList size={14} />}
              value={formatQuantity(orders.length)}
              loading={loading}
            />
            <StatCard
              label="Pending"
              icon={<Clock size={14} />}
              value={formatQuantity(pending)}
              hint="Open orders"
              loading={loading}
            />
            <StatCard
              label="Rejected"
              icon={<XCircle size={14} />}
              value={formatQuantity(rejected)}
              loading={loading}
            />
          </div>
        )}
        <div className="ord-page__links">
          <Link className="btn btn--primary" to="/dashboard/portfolio?tab=orders">
            <span>Open the Orders tab</span>
            <ArrowRight size={16} aria-hidden="true" />
          </Link>
          <Link className="btn btn--secondary" to="/dashboard/portfolio?tab=holdings">
            <span>Holdings and funds</span>
          </Link>
        </div>
      </Card>
    </div>
  );
}
