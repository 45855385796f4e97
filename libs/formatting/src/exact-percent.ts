const bits = new Float64Array(1);
const word = new BigUint64Array(bits.buffer);

/** The gap from positive double x to the next double above, and to the one below. */
function gapsAround(x: number): { up: number; down: number } {
  bits[0] = x;
  const at = word[0];
  word[0] = at + 1n;
  const up = bits[0] - x;
  word[0] = at - 1n;
  const down = x - bits[0];
  return { up, down };
}

// Veltkamp's constant for splitting a double into two halves whose products are exact.
const SPLITTER = 134217729;

/** a x b - p exactly, for p the double nearest a x b (Dekker's product). */
function productError(a: number, b: number, p: number): number {
  let t = SPLITTER * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = SPLITTER * b;
  const bh = t - (t - b);
  const bl = b - bh;
  return ah * bh - p + ah * bl + al * bh + al * bl;
}

// Decimal keeps 20 significant digits: its quotient is within 5e-20 (relative) of the exact one. A
// quotient this much nearer to the middle of two doubles could round to the other one, so is left to
// Decimal; that is about one in a hundred.
const TOO_NEAR = 1e-18;

/**
 * part / base x 100 as `new Decimal(part).div(base).times(100).toNumber()` answers it, for whole numbers
 * part and base, without Decimal: the double quotient is the nearest double to the exact one, and the
 * 20-digit Decimal quotient rounds to that same double unless the exact quotient lies within Decimal's
 * rounding of a point halfway between two doubles. Undefined in that case, and when part, 100 x part or
 * base is not a safe integer or base is 0, for the caller to divide in Decimal.
 */
export function exactPercentOfWhole(part: number, base: number): number | undefined {
  const n = part * 100;
  if (!Number.isSafeInteger(part) || !Number.isSafeInteger(n) || !Number.isSafeInteger(base) || base === 0)
    return undefined;
  if (n === 0) return n / base;
  const a = Math.abs(n);
  const b = Math.abs(base);
  const q = a / b;
  if (!Number.isFinite(q) || q < Number.MIN_VALUE * 2 ** 60) return undefined;
  // x - q for x the exact quotient a / b: (a - q x b) / b, with q x b taken exactly as p + e.
  const p = q * b;
  const off = (a - p - productError(q, b, p)) / b;
  const { up, down } = gapsAround(q);
  const toMiddle = off >= 0 ? up / 2 - off : down / 2 + off;
  if (toMiddle <= q * TOO_NEAR) return undefined;
  return n < 0 !== base < 0 ? -q : q;
}
