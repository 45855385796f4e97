import { Decimal } from 'decimal.js';

/** A ratio kept as whole numbers, so prices and quantities are rescaled exactly (numerator/denominator). */
export interface Factor {
  numerator: number;
  denominator: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The fraction in lowest terms. */
export function reduced(numerator: number, denominator: number): Factor {
  const g = gcd(numerator, denominator);
  return { numerator: numerator / g, denominator: denominator / g };
}

/** A face-value split from `from` to `to` rupees: each share becomes from/to shares (10 -> 5: 2/1). */
export function splitFactor(from: string, to: string): Factor {
  const a = new Decimal(from);
  const b = new Decimal(to);
  // Face values like 0.50 are scaled to whole paise-like units before the fraction is formed.
  const scale = new Decimal(10).pow(Math.max(a.decimalPlaces(), b.decimalPlaces()));
  return reduced(a.mul(scale).toNumber(), b.mul(scale).toNumber());
}

/** A bonus of x new shares for every y held: each share becomes (x+y)/y shares (1:1: 2/1, 3:1: 4/1). */
export function bonusFactor(x: number, y: number): Factor {
  return reduced(x + y, y);
}

/** Actions on one ex-date compound: the product of their factors (BAJFINANCE 2025: 5/1 x 2/1 = 10/1). */
export function combinedFactor(factors: readonly Factor[]): Factor {
  return factors.reduce((acc, f) => reduced(acc.numerator * f.numerator, acc.denominator * f.denominator), {
    numerator: 1,
    denominator: 1,
  });
}

/** A price recorded before the ex-date, in the units after it: price / factor, to 4 places. */
export function rescalePrice(price: string, f: Factor): string {
  return new Decimal(price).mul(f.denominator).div(f.numerator).toDecimalPlaces(4).toFixed();
}
