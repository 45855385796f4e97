import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { Button, Card, EmptyState, ErrorState, LoadingState, PageHeader } from '../../shared/ui';
import { InstrumentSearch } from '../../features/instruments';
import { chartPath } from '../../features/instruments';
import { ChartView } from '../../features/charts';
import { useChartInstrument } from '../../features/charts';

/** Candles, live price and analysis of one instrument (?symbol=X&token=N); a search when none is given. */
export function ChartsPage() {
  const [params] = useSearchParams();
  const target = useChartInstrument(params.get('symbol'), params.get('token'));
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);

  const open = (r: SecuritySearchResult) => {
    setChanging(false);
    navigate(chartPath(r.tradingsymbol, r.instrument_token));
  };
  const picker = (autoFocus: boolean) => (
    <InstrumentSearch
      label="Instrument"
      placeholder="Search a symbol or company, e.g. RELIANCE"
      onPick={open}
      autoFocus={autoFocus}
      className="chart-picker"
    />
  );

  let body;
  if (target.kind === 'none')
    body = (
      <Card
        title="Choose an instrument"
        subtitle="Search by symbol or name to see its chart, one-year analysis and quarters."
        className="chart-choose"
      >
        {picker(true)}
      </Card>
    );
  else if (target.kind === 'resolving') body = <LoadingState text={`Finding ${target.symbol}...`} />;
  else if (target.kind === 'not-found')
    body = (
      <Card className="chart-choose">
        <EmptyState
          title={`No instrument found for "${target.symbol}"`}
          hint="Check the symbol, or search for the instrument below."
        />
        {picker(true)}
      </Card>
    );
  else if (target.kind === 'error')
    body = <ErrorState title={`Could not look up ${target.symbol}`} message={target.message} onRetry={target.retry} />;
  else body = <ChartView key={target.token} token={target.token} symbol={target.symbol} />;

  return (
    <div className="page charts">
      <PageHeader
        title="Charts"
        subtitle="Candlesticks with volume, updated live, and how the instrument has done over the year."
        actions={
          target.kind === 'ready' && (
            <Button
              icon={changing ? <X size={15} /> : <Search size={15} />}
              onClick={() => setChanging((x) => !x)}
              aria-expanded={changing}
            >
              {changing ? 'Close search' : 'Change instrument'}
            </Button>
          )
        }
      />
      {changing && target.kind === 'ready' && <Card className="chart-choose chart-choose--inline">{picker(true)}</Card>}
      {body}
    </div>
  );
}
