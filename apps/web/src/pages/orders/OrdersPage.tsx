import { ArrowRight, ClipboardList, Clock, XCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, PageHeader, StatCard } from '../../shared/ui';
import { formatQuantity } from '../../shared/format/numbers';
import { OrdersPanel, useOrders } from '../../features/paper-broker';
import { SourceBadge } from '../../features/broker-connection';

/**
 * /dashboard/orders keeps the placeholder the design names, with the counts and a way to the Orders
 * tab; below it, the live order book (Zerodha's or the paper broker's), kept current by order pushes.
 */
export function OrdersPage() {
  const { orders, book, pending, loading, error } = useOrders();
  const rejected = orders.filter((o) => o.status === 'REJECTED').length;
  return (
    <div className="page ord-page">
      <PageHeader title="Orders" subtitle={book ? <SourceBadge info={book} /> : 'Your order book'} />
      <Card title="Order history and management">
        <p className="ord-page__intro">Orders component will show order history and management.</p>
        <p className="ord-page__intro">
          Until then, the live order book below and the Orders tab of the Portfolio page place, follow and cancel them.
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
      <OrdersPanel />
    </div>
  );
}
