import clsx from 'clsx';
import { AlertTriangle, CalendarDays, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, Button, Card, EmptyState, Skeleton } from '../../shared/ui';
import { formatTime } from '../../shared/format/dates';
import { useNow } from '../../shared/ui/useNow';
import { MARKET_STATUS_REFRESH_MS, useMarketStatus } from '../market-status';
import { EXCHANGES } from './exchangeClock';
import { rowsFromClock, rowsFromReply, type MarketRow } from './marketRows';
import './marketStatusCard.css';

const CALENDAR_SUBTITLE = "By the exchanges' calendar, in IST";

/**
 * NSE, BSE and MCX by the exchanges' calendar: each one's state, the time to its next open or close,
 * and the holiday's name on a holiday. When the calendar cannot be reached it says so and falls back
 * to the regular hours by the IST clock, which know no holidays.
 */
export function MarketStatusCard() {
  const { snapshot, error, retry } = useMarketStatus();
  const now = useNow(MARKET_STATUS_REFRESH_MS);
  const retryButton = (
    <Button variant="ghost" size="sm" icon={<RefreshCw size={14} />} onClick={retry} aria-label="Retry market status">
      Retry
    </Button>
  );

  let subtitle = CALENDAR_SUBTITLE;
  let body: ReactNode;
  if (snapshot) {
    const rows = rowsFromReply(snapshot, now);
    body =
      rows.length > 0 ? (
        <MarketList rows={rows} />
      ) : (
        <EmptyState
          className="market-card__empty"
          icon={<CalendarDays size={26} />}
          title="No exchanges in the answer"
          hint="The server's status names none of NSE, BSE or MCX."
        />
      );
    if (error)
      body = (
        <>
          <MarketNote action={retryButton}>
            Could not refresh; showing the status of {formatTime(snapshot.receivedAt)}.
          </MarketNote>
          {body}
        </>
      );
  } else if (error) {
    subtitle = 'Regular hours by the IST clock';
    body = (
      <>
        <MarketNote action={retryButton}>
          The exchanges&apos; calendar could not be loaded; holidays are not known.
        </MarketNote>
        <MarketList rows={rowsFromClock(now)} />
      </>
    );
  } else {
    body = <MarketSkeleton />;
  }

  return (
    <Card title="Market Status" subtitle={subtitle} aria-label="Market Status" className="overview-card market-card">
      {body}
    </Card>
  );
}

function MarketList({ rows }: { rows: MarketRow[] }) {
  return (
    <ul className="market-list">
      {rows.map((row) => (
        <li key={row.exchange} className="market-row" data-testid={`market-${row.exchange}`}>
          <span className="market-row__names">
            <span className="cell-main">{row.exchange}</span>
            <span className="cell-sub">{row.name}</span>
          </span>
          <span className="market-row__state">
            <Badge tone={row.tone} dot>
              {row.label}
            </Badge>
            <span className="market-row__line">{row.line}</span>
          </span>
          {row.note && (
            <span
              className={clsx('market-row__note', row.holiday && 'market-row__note--holiday')}
              data-testid={`market-${row.exchange}-note`}
            >
              {row.holiday && <CalendarDays size={13} aria-hidden="true" />}
              <span className="market-row__note-text">{row.note}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function MarketNote({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <div className="market-card__notice" role="status">
      <AlertTriangle size={15} aria-hidden="true" />
      <span>{children}</span>
      {action}
    </div>
  );
}

function MarketSkeleton() {
  return (
    <ul className="market-list" aria-busy="true" aria-label="Loading market status">
      {EXCHANGES.map((exchange) => (
        <li key={exchange} className="market-row">
          <span className="market-row__names">
            <Skeleton width={42} height={14} />
            <Skeleton width={150} height={12} />
          </span>
          <span className="market-row__state">
            <Skeleton width={64} height={22} />
            <Skeleton width={96} height={12} />
          </span>
        </li>
      ))}
    </ul>
  );
}
