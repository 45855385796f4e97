import type { BrokerPosition, BrokerSource } from '@app/contracts/broker/types';
import { useState } from 'react';
import {
  Badge,
  CARDS_BELOW_PX,
  Card,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  type Column,
} from '../../shared/ui';
import { errorText } from '../../shared/api/apiError';
import { useApiData } from '../../shared/api/useApiData';
import { PATHS } from '../../shared/api/paths';
import { Pnl, Price } from '../../shared/format/Money';
import { formatQuantity } from '../../shared/format/numbers';
import { asShown } from '../../shared/format/round';
import { ReconnectNotice, SourceBadge, useBrokerStatus } from '../broker-connection';
import './orders.css';

type Book = 'net' | 'day';
interface PositionsReply {
  net: BrokerPosition[];
  day: BrokerPosition[];
  source: BrokerSource;
  as_of?: string;
  stale_reason?: string;
}

const COLUMNS: Column<BrokerPosition>[] = [
  {
    id: 'instrument',
    header: 'Instrument',
    cell: (p) => (
      <>
        <span className="cell-main">{p.tradingsymbol}</span>
        <span className="cell-sub">{p.exchange}</span>
      </>
    ),
  },
  { id: 'product', header: 'Product', cell: (p) => <Badge>{p.product}</Badge> },
  {
    id: 'quantity',
    header: 'Qty',
    align: 'right',
    cell: (p) => <span className="num">{formatQuantity(p.quantity)}</span>,
  },
  { id: 'average', header: 'Avg Price', align: 'right', cell: (p) => <Price value={p.average_price} /> },
  { id: 'last', header: 'LTP', align: 'right', cell: (p) => <Price value={p.last_price} /> },
  { id: 'pnl', header: 'P&L', align: 'right', cell: (p) => <Pnl value={asShown(p.pnl)} /> },
  { id: 'm2m', header: 'M2M', align: 'right', cell: (p) => <Pnl value={asShown(p.m2m)} /> },
];

/**
 * Zerodha's own positions (net, and today's day positions) for an account reading from Kite, shown
 * below the manual positions; nothing for a paper account.
 */
export function BrokerPositions() {
  const { status } = useBrokerStatus();
  const live = status?.source === 'kite' || status?.state === 'expired';
  const query = useApiData<PositionsReply>(status?.source === 'kite' ? PATHS.brokerPositions : null);
  const [book, setBook] = useState<Book>('net');
  if (!live) return null;

  const rows = query.data?.[book] ?? [];
  let body;
  if (status?.source !== 'kite') body = null;
  else if (query.error && !query.data)
    body = (
      <ErrorState
        title="Error Loading Zerodha Positions"
        message={errorText(query.error, 'Failed to fetch positions from Zerodha')}
        onRetry={() => void query.mutate()}
      />
    );
  else if (!query.data) body = <LoadingState text="Loading Zerodha positions..." />;
  else
    body = (
      <DataTable
        rows={rows}
        columns={COLUMNS}
        rowKey={(p) => `${p.exchange}:${p.tradingsymbol}:${p.product}`}
        cardsBelow={CARDS_BELOW_PX}
        caption={book === 'net' ? 'Net positions at Zerodha' : 'Day positions at Zerodha'}
        empty={
          <EmptyState
            title={book === 'net' ? 'No open positions at Zerodha' : 'No trades at Zerodha today'}
            hint="Intraday and F&O positions of your Zerodha account appear here."
          />
        }
      />
    );

  return (
    <Card
      title="Zerodha positions"
      aria-label="Zerodha positions"
      subtitle={
        <span className="ord-subtitle">
          <SourceBadge info={query.data} />
          <span>{book === 'net' ? 'Net: what is open now' : "Day: today's trades only"}</span>
        </span>
      }
      actions={
        <div className="ord-sides ord-books" role="group" aria-label="Position book">
          {(['net', 'day'] as const).map((b) => (
            <button
              key={b}
              type="button"
              className={`ord-side${book === b ? ' ord-book--active' : ''}`}
              aria-pressed={book === b}
              onClick={() => setBook(b)}
            >
              {b === 'net' ? 'Net' : 'Day'}
            </button>
          ))}
        </div>
      }
    >
      <ReconnectNotice failure={query.error} />
      {body}
    </Card>
  );
}
