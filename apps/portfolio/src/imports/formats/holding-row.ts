import { Decimal } from 'decimal.js';
import type { ImportedHolding } from '@app/contracts';
import { isinText, nonNegativeDecimal, optionalDate, positiveDecimal, requiredText } from './cells.js';
import type { RowScope } from './row-scope.js';

const PARTS = ['quantity_available', 'quantity_discrepant', 'quantity_pledged_margin', 'quantity_pledged_loan'];

/**
 * A holding row. A Console statement splits the quantity: available + discrepant + pledged for margin
 * + pledged for a loan is what the account holds; "Quantity Long Term" is a part of those, not added.
 */
export function readHolding(row: RowScope, asOf: string | null): ImportedHolding | undefined {
  const symbol = row.read('symbol', (t, l) => requiredText(t, l));
  const isin = row.read('isin', (t, l) => isinText(t, l, false));
  let quantity: string | undefined;
  if (row.has('quantity_available')) {
    const parts = PARTS.map((f) => row.read(f, nonNegativeDecimal));
    if (parts.every((p) => p !== undefined)) {
      const total = parts.reduce((sum, p) => sum.plus(p!), new Decimal(0));
      if (total.isZero()) row.fail('quantity_available', 'The holding has no quantity (all quantity columns are zero)');
      else quantity = total.toFixed();
    }
  } else quantity = row.read('quantity', positiveDecimal);
  const average = row.read('average_price', positiveDecimal);
  const rowAsOf = row.has('as_of') ? row.read('as_of', optionalDate) : asOf;
  if (!row.ok) return undefined;
  return {
    isin: isin ?? null,
    symbol: symbol!.toUpperCase(),
    exchange: row.raw('exchange').trim().toUpperCase() || null,
    quantity: quantity!,
    average_price: average!,
    as_of: rowAsOf ?? asOf,
  };
}
