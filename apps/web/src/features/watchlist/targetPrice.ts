import { MAX_PRICE } from '@app/contracts/market/limits';

/** The services' upper bound for a price. */
export const MAX_TARGET_PRICE = MAX_PRICE;

export type TargetPriceCheck = { ok: true; value: number } | { ok: false; error: string };

/** A target price as typed: a number above 0 with at most 2 decimals, up to ₹1,00,00,000. */
export function parseTargetPrice(text: string): TargetPriceCheck {
  const t = text.trim().replace(/,/g, '');
  if (!t) return { ok: false, error: 'Enter a target price' };
  if (!/^(\d+\.?\d*|\.\d+)$/.test(t)) return { ok: false, error: 'Enter a number, such as 1480.50' };
  if (/\.\d{3,}$/.test(t)) return { ok: false, error: 'Use at most 2 decimals' };
  const value = Number(t);
  if (!(value > 0)) return { ok: false, error: 'Target price must be greater than 0' };
  if (value > MAX_TARGET_PRICE) return { ok: false, error: 'Target price is too large' };
  return { ok: true, value };
}
