// Rupee amounts in the Indian grouping (12,34,567), with compact K / L / Cr.
const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(minimum: number, maximum: number, currency: boolean): Intl.NumberFormat {
  const key = `${minimum}:${maximum}:${currency}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-IN', {
      ...(currency ? { style: 'currency', currency: 'INR' } : {}),
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
    });
    cache.set(key, f);
  }
  return f;
}

export const DASH = '—';

function finite(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** ₹12,34,567 for amounts (0 decimals by default); a dash for a missing value. */
export function formatAmount(value: number | null | undefined, decimals = 0): string {
  if (!finite(value)) return DASH;
  return numberFormat(decimals, decimals, true).format(normaliseZero(value, decimals));
}

/** ₹1,234.50: prices always carry 2 decimals. */
export function formatPrice(value: number | null | undefined): string {
  return formatAmount(value, 2);
}

/** A plain number in the Indian grouping, 2 decimals unless told (indices: 24,321.05). */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  if (!finite(value)) return DASH;
  return numberFormat(decimals, decimals, false).format(normaliseZero(value, decimals));
}

/** Whole quantities: 1,250. */
export function formatQuantity(value: number | null | undefined): string {
  return formatNumber(value, 0);
}

/** 1.23% (or +1.23% when signed); a dash for a missing value. */
export function formatPercent(value: number | null | undefined, options: { signed?: boolean } = {}): string {
  if (!finite(value)) return DASH;
  const v = normaliseZero(value, 2);
  const text = `${numberFormat(2, 2, false).format(v)}%`;
  return options.signed && v > 0 ? `+${text}` : text;
}

/** Signed rupee amount for P&L: +₹1,200 / -₹300 / ₹0. */
export function formatSignedAmount(value: number | null | undefined, decimals = 0): string {
  if (!finite(value)) return DASH;
  const text = formatAmount(value, decimals);
  return normaliseZero(value, decimals) > 0 ? `+${text}` : text;
}

const COMPACT_STEPS = [
  { from: 10_000_000, divisor: 10_000_000, suffix: 'Cr', decimals: 2 },
  { from: 100_000, divisor: 100_000, suffix: 'L', decimals: 2 },
  { from: 1_000, divisor: 1_000, suffix: 'K', decimals: 1 },
] as const;

/**
 * Compact rupees: K from 1,000 (1 decimal), L from 1,00,000 and Cr from 1,00,00,000 (2 decimals);
 * smaller amounts in full. ₹1.5K, ₹12.34L, -₹1.20Cr.
 */
export function formatCompactAmount(value: number | null | undefined): string {
  if (!finite(value)) return DASH;
  const abs = Math.abs(value);
  const step = COMPACT_STEPS.find((s) => abs >= s.from);
  if (!step) return formatAmount(value);
  const scaled = numberFormat(step.decimals, step.decimals, false).format(abs / step.divisor);
  return `${value < 0 ? '-' : ''}₹${scaled}${step.suffix}`;
}

export type Tone = 'positive' | 'negative' | 'neutral';

/** Green for positive, red for negative, grey for zero or unknown. */
export function toneOf(value: number | null | undefined): Tone {
  if (!finite(value)) return 'neutral';
  if (value > 0) return 'positive';
  if (value < 0) return 'negative';
  return 'neutral';
}

// -0.001 rounds to "-0.00"; show it as zero.
function normaliseZero(value: number, decimals: number): number {
  const limit = 0.5 / 10 ** decimals;
  return Math.abs(value) < limit ? 0 : value;
}
