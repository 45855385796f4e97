import clsx from 'clsx';
import { formatAmount, formatCompactAmount, formatPercent, formatPrice, formatSignedAmount, toneOf } from './numbers';

/** A price with 2 decimals. */
export function Price({ value, className }: { value: number | null | undefined; className?: string }) {
  return <span className={clsx('num', className)}>{formatPrice(value)}</span>;
}

/** An amount in whole rupees, or compact (K / L / Cr) when asked. */
export function Amount({
  value,
  compact,
  className,
}: {
  value: number | null | undefined;
  compact?: boolean;
  className?: string;
}) {
  return (
    <span className={clsx('num', className)} title={compact ? formatAmount(value) : undefined}>
      {compact ? formatCompactAmount(value) : formatAmount(value)}
    </span>
  );
}

/** A profit or loss, green / red / grey by sign. */
export function Pnl({
  value,
  percent,
  compact,
  decimals = 0,
  className,
}: {
  value: number | null | undefined;
  percent?: boolean;
  compact?: boolean;
  decimals?: number;
  className?: string;
}) {
  const text = percent
    ? formatPercent(value, { signed: true })
    : compact
      ? `${(value ?? 0) > 0 ? '+' : ''}${formatCompactAmount(value)}`
      : formatSignedAmount(value, decimals);
  return <span className={clsx('num', `tone-${toneOf(value)}`, className)}>{text}</span>;
}

/** A live price over its change % for the day, or 'No live price' until the instrument has ticked. */
export function LivePriceCell({
  price,
  changePercent,
  live,
}: {
  price: number | null | undefined;
  changePercent: number | null | undefined;
  live: boolean;
}) {
  return (
    <>
      <span className="num cell-main">{formatPrice(price)}</span>
      <span className={`cell-sub num tone-${toneOf(changePercent)}`}>
        {live ? formatPercent(changePercent, { signed: true }) : 'No live price'}
      </span>
    </>
  );
}
