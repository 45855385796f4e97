import type { XirrFigure } from '@app/contracts/reports/types';
import clsx from 'clsx';
import { toneOfDecimal, xirrReason, xirrText } from './reportFormat';

/** An XIRR as text, toned by sign; "Not meaningful" carries its reason as a tooltip. */
export function XirrValue({ figure, className }: { figure: XirrFigure; className?: string }) {
  const reason = xirrReason(figure);
  return (
    <span
      className={clsx('num', figure.status === 'ok' ? `tone-${toneOfDecimal(figure.xirr)}` : 'rp-muted', className)}
      title={reason}
      tabIndex={reason ? 0 : undefined}
      aria-label={reason ? `${xirrText(figure)}: ${reason}` : undefined}
    >
      {xirrText(figure)}
    </span>
  );
}
