import clsx from 'clsx';
import { CHART_INTERVALS, type ChartInterval } from './intervals';

/** The candle interval as a row of toggle buttons (1m ... 1D). */
export function IntervalPicker({
  value,
  onChange,
}: {
  value: ChartInterval;
  onChange: (interval: ChartInterval) => void;
}) {
  return (
    <div className="interval-picker" role="group" aria-label="Candle interval">
      {CHART_INTERVALS.map((i) => (
        <button
          key={i.id}
          type="button"
          className={clsx('interval-picker__btn', i.id === value && 'interval-picker__btn--on')}
          aria-pressed={i.id === value}
          aria-label={`${i.name} candles`}
          title={`${i.name} candles, last ${i.spanDays} days`}
          onClick={() => onChange(i.id)}
        >
          {i.label}
        </button>
      ))}
    </div>
  );
}
