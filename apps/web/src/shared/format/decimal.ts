// Decimal strings from the ledger ("740.83", "-8890.0000") shown and summed exactly: fixed point in
// BigInt, so no amount ever passes through a binary float on its way to the screen.
import { DASH } from './numbers';

const SCALE = 6;
const ONE = 10n ** BigInt(SCALE);
const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** A decimal string as an integer count of millionths; null when it is not a plain decimal. */
export function toMicros(value: string | null | undefined): bigint | null {
  const m = DECIMAL.exec((value ?? '').trim());
  if (!m) return null;
  const fraction = (m[3] ?? '').padEnd(SCALE + 1, '0');
  let micros = BigInt(m[2]!) * ONE + BigInt(fraction.slice(0, SCALE));
  // Beyond six places: half away from zero.
  if (Number(fraction[SCALE]) >= 5) micros += 1n;
  return m[1] === '-' ? -micros : micros;
}

/** Millionths back to a plain decimal string with `decimals` places, half away from zero. */
export function fromMicros(micros: bigint, decimals = 2): string {
  const step = 10n ** BigInt(SCALE - decimals);
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  const rounded = (abs + step / 2n) / step;
  const whole = rounded / 10n ** BigInt(decimals);
  const part = (rounded % 10n ** BigInt(decimals)).toString().padStart(decimals, '0');
  const text = decimals > 0 ? `${whole}.${part}` : `${whole}`;
  return negative && rounded !== 0n ? `-${text}` : text;
}

/** The exact sum of decimal strings (unreadable ones count as zero), as a decimal string. */
export function sumDecimals(values: ReadonlyArray<string | null | undefined>, decimals = 4): string {
  return fromMicros(
    values.reduce<bigint>((sum, v) => sum + (toMicros(v) ?? 0n), 0n),
    decimals,
  );
}

/** -1, 0 or 1 by the sign of a decimal string; 0 when unreadable. */
export function signOf(value: string | null | undefined): -1 | 0 | 1 {
  const m = toMicros(value);
  return m === null || m === 0n ? 0 : m > 0n ? 1 : -1;
}

/** 12,34,567 grouping of a whole number's digits (Indian style: the last three, then pairs). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${digits.slice(-3)}`;
}

/** A decimal string in the Indian grouping with `decimals` places: "1234567.891" -> "12,34,567.89". */
export function formatDecimal(value: string | null | undefined, decimals = 2): string {
  const micros = toMicros(value);
  if (micros === null) return DASH;
  const text = fromMicros(micros, decimals);
  const negative = text.startsWith('-');
  const [whole, part] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}${groupIndian(whole!)}${part !== undefined ? `.${part}` : ''}`;
}

/** Rupees from a decimal string: "₹12,34,567.89"; "-₹300.00"; a dash when missing. */
export function formatRupees(value: string | null | undefined, decimals = 2): string {
  const text = formatDecimal(value, decimals);
  if (text === DASH) return text;
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}

/** Signed rupees for P&L: "+₹1,200.00" / "-₹300.00" / "₹0.00". */
export function formatSignedRupees(value: string | null | undefined, decimals = 2): string {
  const text = formatRupees(value, decimals);
  return signOf(fromMicros(toMicros(value) ?? 0n, decimals)) > 0 ? `+${text}` : text;
}

/** A quantity from a decimal string: whole numbers without decimals, fractional ones with up to 4. */
export function formatQuantityText(value: string | null | undefined): string {
  const micros = toMicros(value);
  if (micros === null) return DASH;
  if (micros % ONE === 0n) return formatDecimal(value, 0);
  return formatDecimal(value, 4).replace(/0+$/, '');
}

/** The exact product of two decimal strings (a quantity times a price), as a decimal string. */
export function multiplyDecimals(
  a: string | null | undefined,
  b: string | null | undefined,
  decimals = 4,
): string | null {
  const x = toMicros(a);
  const y = toMicros(b);
  if (x === null || y === null) return null;
  return fromMicros((x * y) / ONE, decimals);
}

/** a - b exactly, as a decimal string; null when either is unreadable. */
export function subtractDecimals(
  a: string | null | undefined,
  b: string | null | undefined,
  decimals = 4,
): string | null {
  const x = toMicros(a);
  const y = toMicros(b);
  return x === null || y === null ? null : fromMicros(x - y, decimals);
}
