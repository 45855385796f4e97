import { useMemo } from 'react';
import type { LivePrice } from './priceStore';
import { useStoredPrice } from './useLivePrice';

/** How a table row follows its instrument: which one, and the row re-priced by a tick. */
export interface LiveRowSpec<R> {
  tokenOf: (row: R) => number | null | undefined;
  apply: (row: R, price: LivePrice) => R;
}

/**
 * One row with its instrument's latest price merged in, re-rendering on that instrument's ticks only:
 * a table draws only the rows in view, so every tick costs those rows and not the whole list.
 */
export function useLiveRow<R>(row: R, spec: LiveRowSpec<R> | undefined): R {
  const price = useStoredPrice(spec?.tokenOf(row));
  return useMemo(() => (spec && price ? spec.apply(row, price) : row), [row, price, spec]);
}
