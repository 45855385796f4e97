import { ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';

/** Decimal places of a number as written out in full: 1.25 has 2, 1e-7 has 7, 1e21 has 0. */
export function decimalPlaces(value: number): number {
  const m = /^-?(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/i.exec(String(value));
  if (!m) return Number.POSITIVE_INFINITY;
  return Math.max(0, (m[2]?.length ?? 0) - Number(m[3] ?? 0));
}

export interface FiniteNumberOptions {
  maxDecimalPlaces?: number;
}

/**
 * A finite number, optionally with at most `maxDecimalPlaces` decimals. class-validator's own
 * `IsNumber({maxDecimalPlaces})` throws on numbers JavaScript prints in exponent notation (1e-7),
 * which turned such an input into a 500 instead of a 400.
 */
export function IsFiniteNumber(
  options: FiniteNumberOptions = {},
  validationOptions?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isFiniteNumber',
      constraints: [options.maxDecimalPlaces],
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' &&
          Number.isFinite(value) &&
          (options.maxDecimalPlaces === undefined || decimalPlaces(value) <= options.maxDecimalPlaces),
        defaultMessage: buildMessage(
          (each) =>
            `${each}$property must be a number${options.maxDecimalPlaces === undefined ? '' : ' with at most $constraint1 decimals'}`,
          validationOptions,
        ),
      },
    },
    validationOptions,
  );
}
