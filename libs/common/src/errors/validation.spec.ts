import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { Type } from 'class-transformer';
import { IsInt, IsString, Min, ValidateNested, ValidationError, validate } from 'class-validator';
import { ErrorCode, type FieldError } from '@app/contracts';
import { DomainError } from './domain-error.js';
import { toFieldErrors, validationError } from './validation.js';

function vError(
  property: string,
  constraints?: Record<string, string>,
  children: ValidationError[] = [],
): ValidationError {
  return Object.assign(new ValidationError(), { property, constraints, children });
}

class Street {
  @IsString()
  name: string;

  @IsInt()
  @Min(1)
  number: number;
}

class Address {
  @ValidateNested()
  @Type(() => Street)
  street: Street;

  @IsString()
  city: string;
}

class Person {
  @IsString()
  name: string;

  @ValidateNested()
  @Type(() => Address)
  address: Address;

  @ValidateNested({ each: true })
  @Type(() => Address)
  previous: Address[];
}

describe('toFieldErrors', () => {
  it('returns nothing for no errors', () => {
    expect(toFieldErrors([])).toEqual([]);
  });

  it('lists one entry per failing top-level field with all its messages', () => {
    const out = toFieldErrors([
      vError('email', { isEmail: 'email must be a valid email address', maxLength: 'too long' }),
      vError('password', { isNotEmpty: 'password is required' }),
    ]);

    expect(out).toEqual([
      { field: 'email', errors: ['email must be a valid email address', 'too long'] },
      { field: 'password', errors: ['password is required'] },
    ]);
  });

  it('flattens nested children into dotted field paths', () => {
    const out = toFieldErrors([
      vError('address', undefined, [
        vError('street', undefined, [vError('number', { min: 'number must not be less than 1' })]),
        vError('city', { isString: 'city must be a string' }),
      ]),
    ]);

    expect(out).toEqual([
      { field: 'address.street.number', errors: ['number must not be less than 1'] },
      { field: 'address.city', errors: ['city must be a string'] },
    ]);
  });

  it('keeps a parent that has its own constraints as well as children', () => {
    const out = toFieldErrors([vError('a', { custom: 'a is odd' }, [vError('b', { isInt: 'b must be an integer' })])]);

    expect(out).toEqual([
      { field: 'a', errors: ['a is odd'] },
      { field: 'a.b', errors: ['b must be an integer'] },
    ]);
  });

  it('puts the given prefix in front of every path', () => {
    expect(toFieldErrors([vError('id', { isUuid: 'id must be a UUID' })], 'body.user')).toEqual([
      { field: 'body.user.id', errors: ['id must be a UUID'] },
    ]);
  });

  it('flattens the tree class-validator produces for nested objects and arrays', async () => {
    const person = Object.assign(new Person(), {
      name: 'Ada',
      address: Object.assign(new Address(), {
        city: 'London',
        street: Object.assign(new Street(), { name: 'Main', number: 0 }),
      }),
      previous: [
        Object.assign(new Address(), {
          city: 'Paris',
          street: Object.assign(new Street(), { name: 'Rue', number: 3 }),
        }),
        Object.assign(new Address(), { city: 42, street: Object.assign(new Street(), { name: 'Strasse', number: 5 }) }),
      ],
    });

    const out = toFieldErrors(await validate(person));

    expect(out.map((e) => e.field).sort()).toEqual(['address.street.number', 'previous.1.city']);
    expect(out.find((e) => e.field === 'address.street.number')?.errors).toEqual(['number must not be less than 1']);
  });
});

describe('validationError', () => {
  it('builds a VALIDATION_FAILED DomainError naming every field', () => {
    const details: FieldError[] = [
      { field: 'email', errors: ['bad'] },
      { field: 'password', errors: ['short'] },
    ];

    const err = validationError(details);

    expect(err).toBeInstanceOf(DomainError);
    expect(err.code).toBe(ErrorCode.ValidationFailed);
    expect(err.message).toBe('Invalid input: email, password');
    expect(err.details).toEqual(details);
  });
});
