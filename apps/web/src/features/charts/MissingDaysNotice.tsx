import type { MissingDays } from '@app/contracts/market/candle-types';
import { missingDaysText } from './missingDays';

/** A quiet line above the chart naming the days Kite could not be reached for; nothing when none are. */
export function MissingDaysNotice({ missing }: { missing: readonly MissingDays[] | undefined }) {
  const text = missingDaysText(missing);
  if (!text) return null;
  return (
    <p className="chart-notice" role="status">
      {text}
    </p>
  );
}
