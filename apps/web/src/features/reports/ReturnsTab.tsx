import type { ReturnPeriod } from '@app/contracts/reports/types';
import { lazy, Suspense, useState } from 'react';
import { Card, LoadingState } from '../../shared/ui';
import { BenchmarkPicker } from './BenchmarkPicker';
import { HoldingReturnsTable } from './HoldingReturnsTable';
import { PeriodPicker } from './PeriodPicker';
import { NoTradesYet, NoticeList, ReportError } from './ReportStates';
import { ReturnsSummary } from './ReturnsSummary';
import { useReturns } from './reportsApi';

// The chart library is large and the Overview's Returns card shares this feature's code: load it with the chart only.
const NavChart = lazy(() => import('./NavChart').then((m) => ({ default: m.NavChart })));

/** Returns over a chosen period: the figures, the NAV against a benchmark, and each holding's XIRR. */
export function ReturnsTab() {
  const [period, setPeriod] = useState<ReturnPeriod>('MAX');
  const [benchmark, setBenchmark] = useState<number | null>(null);
  const { data, error, isLoading, mutate } = useReturns(period, benchmark);

  let body;
  if (isLoading) body = <LoadingState text="Loading returns..." />;
  else if (error) body = <ReportError title="Failed to load returns" error={error} onRetry={() => void mutate()} />;
  else if (!data || data.holdings.length === 0) body = <NoTradesYet />;
  else
    body = (
      <>
        <NoticeList items={data.notices} label="Notices about these returns" />
        {data.prices === 'simulated' && (
          <NoticeList
            items={['Closes are simulated: Kite is not connected for history.']}
            label="Price source"
            tone="warning"
          />
        )}
        <ReturnsSummary reply={data} />
        <Card
          title="Growth of ₹1,000"
          subtitle={data.benchmark ? `Against ${data.benchmark.label}` : 'No benchmark prices for this span'}
          className="rp-card"
        >
          <Suspense fallback={<div className="rp-chart__canvas" aria-busy="true" />}>
            <NavChart
              portfolio={data.portfolio.nav}
              benchmark={data.benchmark?.nav ?? []}
              benchmarkLabel={data.benchmark?.label ?? 'the benchmark'}
            />
          </Suspense>
        </Card>
        <Card
          title="Per holding"
          subtitle="Money-weighted, each holding's own flows; sold holdings too"
          className="rp-card"
        >
          <HoldingReturnsTable rows={data.holdings} />
        </Card>
      </>
    );

  return (
    <div className="rp-stack">
      <div className="rp-toolbar">
        <PeriodPicker value={period} onChange={setPeriod} />
        <BenchmarkPicker value={benchmark} onChange={setBenchmark} />
      </div>
      {body}
    </div>
  );
}
