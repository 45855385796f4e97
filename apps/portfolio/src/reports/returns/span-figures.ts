import { Decimal } from 'decimal.js';
import type { XirrFigure } from '@app/contracts';
import type { CashFlow } from './ledger-flows.js';
import { xirr, type DatedFlow } from './xirr.js';

export interface SpanFigures {
  invested: Decimal;
  withdrawn: Decimal;
  dividends: Decimal;
  value: Decimal;
  gain: Decimal;
  xirr: XirrFigure;
}

const zero = new Decimal(0);

/**
 * A span's money: invested is the opening value plus buys, withdrawn the sale proceeds, and the XIRR
 * runs on −opening value (on the first day), the flows, and +closing value (on the last day).
 */
export function spanFigures(
  flows: readonly CashFlow[],
  opening: Decimal,
  closing: Decimal,
  from: string,
  to: string,
): SpanFigures {
  const total = (kind: CashFlow['kind']) =>
    flows.filter((f) => f.kind === kind).reduce((s, f) => s.plus(f.amount.abs()), zero);
  const invested = opening.plus(total('buy'));
  const withdrawn = total('sale');
  const dividends = total('dividend');
  const dated: DatedFlow[] = [
    ...(opening.gt(0) ? [{ date: from, amount: opening.neg() }] : []),
    ...flows,
    ...(closing.gt(0) ? [{ date: to, amount: closing }] : []),
  ];
  return {
    invested,
    withdrawn,
    dividends,
    value: closing,
    gain: closing.plus(withdrawn).plus(dividends).minus(invested),
    xirr: xirr(dated),
  };
}

/** Rupees to two places, as every answered amount. */
export const rupees = (d: Decimal): string => d.toFixed(2, Decimal.ROUND_HALF_UP);

/** A fraction to six places, never "-0.000000". */
export const fraction = (n: number | Decimal): string =>
  new Decimal(n).toFixed(6, Decimal.ROUND_HALF_UP).replace(/^-(0\.0+)$/, '$1');

/** A NAV to four places. */
export const navValue = (n: number): string => new Decimal(n).toFixed(4, Decimal.ROUND_HALF_UP);
