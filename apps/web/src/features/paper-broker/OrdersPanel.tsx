import { Plus, RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import type { Order } from '@app/contracts/portfolio/types';
import {
  Badge,
  CARDS_BELOW_PX,
  Button,
  Card,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  type Column,
} from '../../shared/ui';
import { errorText } from '../../shared/api/apiError';
import { Price } from '../../shared/format/Money';
import { formatQuantity } from '../../shared/format/numbers';
import { PATHS } from '../../shared/api/paths';
import { useRevalidate } from '../../shared/api/useRevalidate';
import { brokerApi } from './brokerApi';
import { formatDateTime } from '../../shared/format/dates';
import { isPending, orderPrice, statusBadge } from './orderStatus';
import { PlaceOrderDialog } from './PlaceOrderDialog';
import { useOrders } from './useOrders';
import './orders.css';
import { ReconnectNotice, SourceBadge } from '../broker-connection';
import { toastFailure } from '../../shared/api/errorToast';

function CancelButton({ order }: { order: Order }) {
  const [busy, setBusy] = useState(false);
  const revalidate = useRevalidate();
  const cancel = async () => {
    setBusy(true);
    try {
      await brokerApi.cancelOrder(order.order_id);
      toast.success(`Order for ${order.tradingsymbol} cancelled`);
    } catch (e) {
      toastFailure(e, 'Failed to cancel order');
    } finally {
      await revalidate(PATHS.orders);
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="danger"
      loading={busy}
      onClick={cancel}
      aria-label={`Cancel order for ${order.tradingsymbol}`}
    >
      Cancel
    </Button>
  );
}

const COLUMNS: Column<Order>[] = [
  { id: 'time', header: 'Time', cell: (o) => <span className="num">{formatDateTime(o.order_timestamp)}</span> },
  {
    id: 'instrument',
    header: 'Instrument',
    cell: (o) => (
      <>
        <span className="cell-main">{o.tradingsymbol}</span>
        <span className="cell-sub">{o.exchange}</span>
      </>
    ),
  },
  {
    id: 'side',
    header: 'Side',
    cell: (o) => <Badge tone={o.transaction_type === 'BUY' ? 'success' : 'danger'}>{o.transaction_type}</Badge>,
  },
  {
    id: 'type',
    header: 'Type',
    cell: (o) => (
      <>
        {o.order_type}
        <span className="cell-sub">{o.product}</span>
      </>
    ),
  },
  {
    id: 'quantity',
    header: 'Filled / Qty',
    align: 'right',
    cell: (o) => <span className="num">{`${formatQuantity(o.filled_quantity)} / ${formatQuantity(o.quantity)}`}</span>,
  },
  {
    id: 'price',
    header: 'Price',
    align: 'right',
    cell: (o) => (orderPrice(o) === null ? <span className="muted">Market</span> : <Price value={orderPrice(o)} />),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (o) => {
      const b = statusBadge(o.status);
      return (
        <div className="ord-status" data-testid={`order-status-${o.order_id}`}>
          <Badge tone={b.tone} dot>
            {b.label}
          </Badge>
          {o.status_message && (
            <span
              className={`cell-sub ord-status__message${o.status === 'REJECTED' ? ' ord-status__message--rejected' : ''}`}
            >
              {o.status === 'REJECTED' ? `Reason: ${o.status_message}` : o.status_message}
            </span>
          )}
        </div>
      );
    },
  },
  { id: 'actions', header: 'Actions', align: 'right', cell: (o) => (isPending(o) ? <CancelButton order={o} /> : null) },
];

/**
 * The account's order book, from Zerodha or the paper broker as its badge says: every order with its
 * status (a rejection with the broker's reason), kept current by order pushes; cancel for pending ones.
 */
export function OrdersPanel() {
  const { orders, book, pending, error, loading, reload } = useOrders();
  const [placing, setPlacing] = useState(false);
  const counts = useMemo(
    () => (orders.length ? `${orders.length} order${orders.length === 1 ? '' : 's'} · ${pending} pending` : null),
    [orders.length, pending],
  );
  const subtitle = (
    <span className="ord-subtitle">
      <SourceBadge info={book} />
      {counts && <span>{counts}</span>}
    </span>
  );

  let body;
  if (error && orders.length === 0)
    body = (
      <ErrorState title="Error Loading Orders" message={errorText(error, 'Failed to fetch orders')} onRetry={reload} />
    );
  else if (loading) body = <LoadingState text="Loading orders..." />;
  else
    body = (
      <DataTable
        rows={orders}
        columns={COLUMNS}
        rowKey={(o) => o.order_id}
        caption="Orders"
        className="ord-table"
        cardsBelow={CARDS_BELOW_PX}
        empty={
          <EmptyState
            title="No orders yet"
            hint={
              book?.source === 'kite'
                ? "Today's orders at Zerodha appear here, newest first."
                : 'Orders you place with the paper broker appear here, newest first.'
            }
          />
        }
      />
    );

  return (
    <Card
      title="Orders"
      subtitle={subtitle}
      actions={
        <>
          <Button size="sm" variant="ghost" icon={<RefreshCw size={14} />} onClick={reload}>
            Refresh
          </Button>
          <Button size="sm" variant="primary" icon={<Plus size={14} />} onClick={() => setPlacing(true)}>
            Place order
          </Button>
        </>
      }
    >
      <ReconnectNotice failure={error} />
      {body}
      <PlaceOrderDialog open={placing} onClose={() => setPlacing(false)} />
    </Card>
  );
}
