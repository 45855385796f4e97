import { ChevronRight, RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatSignedRupees } from '../../shared/format/decimal';
import { Button, Card, Skeleton } from '../../shared/ui';
import { toneOfDecimal } from './reportFormat';
import { IMPORT_PATH, REPORTS_PATH } from './reportTabs';
import { useReturns } from './reportsApi';
import { XirrValue } from './XirrValue';
import './reports.css';

/** The Overview's "Returns" card: the portfolio's XIRR since the first trade beside the benchmark's. */
export function ReturnsCard() {
  const { data, error, isLoading, mutate } = useReturns('MAX', null);
  const link = (
    <Link to={REPORTS_PATH} className="rp-card-link">
      Reports <ChevronRight size={14} aria-hidden="true" />
    </Link>
  );

  let body;
  if (isLoading) {
    body = (
      <div className="rp-xirr-pair" aria-busy="true" aria-label="Loading returns">
        <Skeleton width={120} height={28} />
        <Skeleton width={120} height={28} />
      </div>
    );
  } else if (error) {
    body = (
      <div className="rp-overview-note" role="status">
        <span>Returns could not be loaded.</span>
        <Button
          variant="ghost"
          size="sm"
          icon={<RefreshCw size={14} />}
          onClick={() => void mutate()}
          aria-label="Retry returns"
        >
          Retry
        </Button>
      </div>
    );
  } else if (!data || data.holdings.length === 0) {
    body = (
      <p className="rp-muted">
        No trades in your ledger yet. <Link to={IMPORT_PATH}>Import trades</Link>
      </p>
    );
  } else {
    const b = data.benchmark;
    body = (
      <>
        <dl className="rp-xirr-pair">
          <div>
            <dt>Your XIRR</dt>
            <dd className="rp-xirr-pair__value">
              <XirrValue figure={data.portfolio.xirr} />
            </dd>
          </div>
          <div>
            <dt>{b ? b.name : 'Benchmark'}</dt>
            <dd className="rp-xirr-pair__value">
              {b ? <XirrValue figure={b.xirr} /> : <span className="rp-muted">—</span>}
            </dd>
          </div>
        </dl>
        <p className="rp-small rp-muted">
          Gain{' '}
          <span className={`num tone-${toneOfDecimal(data.portfolio.gain)}`}>
            {formatSignedRupees(data.portfolio.gain)}
          </span>{' '}
          since your first trade{b ? `; ${b.label}` : ''}
        </p>
      </>
    );
  }

  return (
    <Card
      title="Returns"
      subtitle="Money-weighted, since your first trade"
      actions={link}
      aria-label="Returns"
      className="overview-card rp-overview-card"
    >
      {body}
    </Card>
  );
}
