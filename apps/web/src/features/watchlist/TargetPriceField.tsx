import { forwardRef } from 'react';
import { TextField } from '../../shared/ui';
import { formatPercent, formatPrice } from '../../shared/format/numbers';
import { parseTargetPrice } from './targetPrice';

export interface TargetPriceFieldProps {
  value: string;
  onChange: (text: string) => void;
  error?: string;
  /** The instrument's current price, to say how far the typed target is from it. */
  livePrice?: number | null;
}

function hintFor(text: string, live: number | null | undefined): string {
  if (!live) return 'Alert when the live price falls to or below this price';
  const parsed = parseTargetPrice(text);
  if (!parsed.ok) return `Current price ${formatPrice(live)}`;
  const pct = ((parsed.value - live) / live) * 100;
  if (parsed.value >= live) return `At or above the current price ${formatPrice(live)}: counts as reached at once`;
  return `${formatPercent(Math.abs(pct))} below the current price ${formatPrice(live)}`;
}

/** The target price input (₹, at most 2 decimals) with a hint relating it to the live price. */
export const TargetPriceField = forwardRef<HTMLInputElement, TargetPriceFieldProps>(function TargetPriceField(
  { value, onChange, error, livePrice },
  ref,
) {
  return (
    <TextField
      ref={ref}
      label="Target Price (₹)"
      name="target_price"
      inputMode="decimal"
      autoComplete="off"
      placeholder="e.g. 1480.50"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={hintFor(value, livePrice)}
    />
  );
});
