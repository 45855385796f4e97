import { Card, ErrorState, LoadingState } from '../../shared/ui';
import { errorText } from '../../shared/api/apiError';
import { formatDateTime } from '../../shared/format/dates';
import { formatPercent, formatPrice, toneOf } from '../../shared/format/numbers';
import type { InstrumentAnalysis } from '@app/contracts/market/candle-types';
import { rangePosition } from './range52';

export interface AnalysisPanelProps {
  analysis: InstrumentAnalysis | undefined;
  error: unknown;
  loading: boolean;
  onRetry: () => void;
  /** The live price, so the 52-week position follows ticks. */
  livePrice: number | null;
}

/** GET /analysis/{token}: 52-week range, one-year return and volatility. */
export function AnalysisPanel({ analysis, error, loading, onRetry, livePrice }: AnalysisPanelProps) {
  let body;
  if (loading && !analysis) body = <LoadingState text="Loading analysis..." />;
  else if (error && !analysis)
    body = (
      <ErrorState
        title="Error Loading Analysis"
        message={errorText(error, 'Failed to fetch analysis')}
        onRetry={onRetry}
      />
    );
  else if (analysis) {
    const price = livePrice ?? analysis.current_price;
    const pos = rangePosition(price, analysis.low_52w, analysis.high_52w);
    const rows: Array<[string, string, number | null]> = [
      ['52-week high', formatPrice(analysis.high_52w), null],
      [
        'From 52-week high',
        formatPercent(analysis.percent_from_52w_high, { signed: true }),
        analysis.percent_from_52w_high,
      ],
      ['52-week low', formatPrice(analysis.low_52w), null],
      [
        'From 52-week low',
        formatPercent(analysis.percent_from_52w_low, { signed: true }),
        analysis.percent_from_52w_low,
      ],
      ['1-year return', formatPercent(analysis.return_1y_percent, { signed: true }), analysis.return_1y_percent],
      ['Volatility (annual)', formatPercent(analysis.volatility_annual_percent), null],
    ];
    body = (
      <>
        {pos !== null && (
          <div className="range52" aria-label={`Price at ${Math.round(pos)}% of its 52-week range`} role="img">
            <div className="range52__track">
              <span className="range52__marker" style={{ left: `${pos}%` }} />
            </div>
            <div className="range52__ends num">
              <span>{formatPrice(analysis.low_52w)}</span>
              <span>{formatPrice(analysis.high_52w)}</span>
            </div>
          </div>
        )}
        <dl className="analysis-list" data-testid="analysis">
          {rows.map(([label, value, sign]) => (
            <div key={label} className="analysis-list__row">
              <dt>{label}</dt>
              <dd className={`num${sign === null ? '' : ` tone-${toneOf(sign)}`}`}>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="analysis-asof">As of {formatDateTime(analysis.as_of)} IST</p>
      </>
    );
  }
  return (
    <Card title="One-year analysis" subtitle="52-week range, return and volatility" className="analysis-card">
      {body}
    </Card>
  );
}
