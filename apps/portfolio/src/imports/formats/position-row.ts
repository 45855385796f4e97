import { INSTRUMENT_TYPES, MAX_PRICE, MAX_QUANTITY, POSITION_EXCHANGES, POSITION_TYPES } from '@app/contracts';
import { optionalDate, positiveDecimal, requiredText, type Cell } from './cells.js';
import type { RowScope } from './row-scope.js';

const oneOf =
  <T extends string>(allowed: readonly T[], optional: boolean) =>
  (raw: string, label: string): Cell<T | undefined> => {
    const t = raw.trim().toUpperCase();
    if (!t) return optional ? { value: undefined } : { error: `${label} is required` };
    return (allowed as readonly string[]).includes(t)
      ? { value: t as T }
      : { error: `${label} must be one of ${allowed.join(', ')}` };
  };

const price = (raw: string, label: string): Cell<number> => {
  const d = positiveDecimal(raw, label);
  if (d.error !== undefined) return d;
  if (/\.\d{5,}$/.test(d.value)) return { error: `${label} must have at most 4 decimals` };
  const n = Number(d.value);
  return n > MAX_PRICE ? { error: `${label} must be at most ${MAX_PRICE}` } : { value: n };
};

const quantity = (raw: string, label: string): Cell<number> => {
  const d = positiveDecimal(raw, label);
  if (d.error !== undefined) return d;
  if (!/^\d+$/.test(d.value)) return { error: `${label} must be a whole number` };
  const n = Number(d.value);
  return n > MAX_QUANTITY ? { error: `${label} must be at most ${MAX_QUANTITY}` } : { value: n };
};

/**
 * A row of the product's own live-positions CSV, in the shape the bulk import takes (CreatePositionDto
 * without instrumentToken, which the instrument list resolves from symbol and exchange).
 */
export function readPosition(row: RowScope): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {
    tradingSymbol: row.read('tradingSymbol', (t, l) => requiredText(t, l))?.toUpperCase(),
    exchange: row.read('exchange', oneOf(POSITION_EXCHANGES, false)),
    buyPrice: row.read('buyPrice', price),
    quantity: row.read('quantity', quantity),
    positionType: row.read('positionType', oneOf(POSITION_TYPES, true)),
    buyDate: row.read('buyDate', optionalDate) ?? undefined,
    name: row.raw('name').trim().slice(0, 128) || undefined,
    instrumentType: row.read('instrumentType', oneOf(INSTRUMENT_TYPES, true)),
    expiry: row.read('expiry', optionalDate) ?? undefined,
  };
  const close = row.raw('yesterdayClosingPrice').trim();
  if (close) out.yesterdayClosingPrice = row.read('yesterdayClosingPrice', price);
  if (!row.ok) return undefined;
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out;
}
