import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { ErrorCode, type FieldError } from '@app/contracts';
import { DomainError } from './domain-error.js';
import { unstorableTextErrors } from './unstorable-text.js';

/** Flattens class-validator's tree into one entry per offending field path. */
export function toFieldErrors(errors: ValidationError[], prefix = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors) {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    if (e.constraints) out.push({ field, errors: Object.values(e.constraints) });
    if (e.children?.length) out.push(...toFieldErrors(e.children, field));
  }
  return out;
}

export function validationError(details: FieldError[]): DomainError {
  const fields = details.map((d) => d.field).join(', ');
  return new DomainError(ErrorCode.ValidationFailed, `Invalid input: ${fields}`, details);
}

/**
 * Validates a plain object against a DTO class; unknown fields are refused so a typo is reported
 * rather than silently ignored.
 */
export async function parseDto<T extends object>(cls: new () => T, value: unknown): Promise<T> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw validationError([{ field: 'body', errors: ['body must be a JSON object'] }]);
  }
  const unstorable = unstorableTextErrors(value);
  if (unstorable.length > 0) throw validationError(unstorable);
  const instance = plainToInstance(cls, value);
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true });
  if (errors.length > 0) throw validationError(toFieldErrors(errors));
  return instance;
}
