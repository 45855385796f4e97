import { Card, EmptyState, ErrorState, LoadingState } from '../../shared/ui';
import { errorText } from '../../shared/api/apiError';
import { useApiData } from '../../shared/api/useApiData';
import { useLivePrice } from '../../shared/live/useLivePrice';
import { useCandles, useLiveCandle } from './useCandles';
import { useChartInterval } from './useChartInterval';
import type { InstrumentAnalysis, QuarterlyAnalysis } from '@app/contracts/market/candle-types';
import { intervalInfo } from './intervals';
import { AnalysisPanel } from './AnalysisPanel';
import { CandleChart } from './CandleChart';
import { ChartHeader } from './ChartHeader';
import { IntervalPicker } from './IntervalPicker';
import { MissingDaysNotice } from './MissingDaysNotice';
import { QuarterlyTable } from './QuarterlyTable';
import './charts.css';

/** One instrument: header with live price, candles for the chosen interval, analysis and quarters. */
export function ChartView({ token, symbol }: { token: number; symbol: string | null }) {
  const [interval, setChartInterval] = useChartInterval();
  const candles = useCandles(token, interval);
  const live = useLiveCandle(candles.bars, token, interval);
  const tick = useLivePrice(token);
  const analysis = useApiData<InstrumentAnalysis>(`/analysis/${token}`);
  const quarterly = useApiData<QuarterlyAnalysis>(`/analysis/quarterly/${token}`);

  const info = analysis.data;
  const name = symbol ?? info?.tradingsymbol ?? `Instrument ${token}`;
  const lastClose = live?.close ?? candles.bars?.at(-1)?.close ?? null;
  const span = intervalInfo(interval);

  let chart;
  if (candles.isLoading && !candles.bars) chart = <LoadingState text="Loading candles..." className="chart-state" />;
  else if (candles.error && !candles.bars)
    chart = (
      <ErrorState
        title="Error Loading Chart"
        message={errorText(candles.error, 'Failed to fetch historical data')}
        onRetry={() => void candles.reload()}
        className="chart-state"
      />
    );
  else if (!candles.bars || candles.bars.length === 0)
    chart = (
      <EmptyState
        title="No candles for this period"
        hint={`${name} has no ${span.name} candles between ${candles.range.from} and ${candles.range.to}.`}
        className="chart-state"
      />
    );
  else
    chart = (
      <CandleChart
        bars={candles.bars}
        live={live}
        intraday={interval !== 'day'}
        label={`${name} ${span.name} candlestick chart`}
      />
    );

  return (
    <>
      <Card className="chart-card" aria-label={`${name} chart`}>
        <div className="chart-card__top">
          <ChartHeader
            symbol={name}
            name={info?.name}
            exchange={info?.exchange}
            price={tick?.last_price ?? info?.current_price ?? lastClose}
            change={tick?.change ?? null}
            changePercent={tick?.change_percent ?? info?.change_percent ?? null}
            live={!!tick}
          />
          <IntervalPicker value={interval} onChange={setChartInterval} />
        </div>
        <MissingDaysNotice missing={candles.missing} />
        <div className="chart-card__body">{chart}</div>
        <p className="chart-card__foot">
          {span.name} candles · {candles.range.from} to {candles.range.to} · times in IST
        </p>
      </Card>
      <div className="chart-panels">
        <AnalysisPanel
          analysis={info}
          error={analysis.error}
          loading={analysis.isLoading}
          onRetry={() => void analysis.mutate()}
          livePrice={tick?.last_price ?? null}
        />
        <QuarterlyTable
          quarters={quarterly.data?.quarters}
          error={quarterly.error}
          loading={quarterly.isLoading}
          onRetry={() => void quarterly.mutate()}
        />
      </div>
    </>
  );
}
