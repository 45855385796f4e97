import { Decimal } from 'decimal.js';
import type { ImportedDividend } from '@app/contracts';
import { isinText, positiveDecimal, requiredDate, requiredText } from './cells.js';
import type { RowScope } from './row-scope.js';

/** A dividend statement row; the amount is quantity x per share when the file leaves it out. */
export function readDividend(row: RowScope): ImportedDividend | undefined {
  const symbol = row.read('symbol', (t, l) => requiredText(t, l));
  const isin = row.read('isin', (t, l) => isinText(t, l, false));
  const exDate = row.read('ex_date', requiredDate);
  const quantity = row.read('quantity', positiveDecimal);
  const perShare = row.read('per_share', positiveDecimal);
  const amountText = row.raw('amount').trim();
  const amount = amountText ? row.read('amount', positiveDecimal) : undefined;
  if (!row.ok) return undefined;
  return {
    isin: isin ?? null,
    symbol: symbol!.toUpperCase(),
    ex_date: exDate!,
    quantity: quantity!,
    per_share: perShare!,
    amount: amount ?? new Decimal(quantity!).times(perShare!).toFixed(),
  };
}
