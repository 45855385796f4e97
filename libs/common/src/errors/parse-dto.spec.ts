import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { AdminUpdateUserDto, ErrorCode, LoginDto, RegisterDto } from '@app/contracts';
import { DomainError } from './domain-error.js';
import { parseDto } from './validation.js';

const PASSWORD_RULE_TEXT = 'password must contain a letter and a digit and no spaces';

/** Awaits p and returns the DomainError it rejects with; fails the test if it resolves. */
async function rejectionOf(p: Promise<unknown>): Promise<DomainError> {
  let value: unknown;
  try {
    value = await p;
  } catch (err) {
    expect(err).toBeInstanceOf(DomainError);
    return err as DomainError;
  }
  throw new Error(`expected a rejection, but it resolved with ${JSON.stringify(value)}`);
}

function fieldsOf(err: DomainError): string[] {
  return (err.details ?? []).map((d) => d.field).sort();
}

function errorsFor(err: DomainError, field: string): string[] {
  return err.details?.find((d) => d.field === field)?.errors ?? [];
}

describe('parseDto', () => {
  describe('body shape', () => {
    it.each([
      ['an array', [{ email: 'a@example.com', password: 'x' }]],
      ['null', null],
      ['undefined', undefined],
      ['a string', '{"email":"a@example.com"}'],
      ['a number', 42],
    ])('refuses %s as the body', async (_label, body) => {
      const err = await rejectionOf(parseDto(LoginDto, body));

      expect(err.code).toBe(ErrorCode.ValidationFailed);
      expect(err.details).toEqual([{ field: 'body', errors: ['body must be a JSON object'] }]);
      expect(err.message).toBe('Invalid input: body');
    });
  });

  describe('LoginDto', () => {
    it('returns a LoginDto instance with the email trimmed', async () => {
      const dto = await parseDto(LoginDto, { email: '  Ada@Example.com \t', password: 'secret', remember_me: true });

      expect(dto).toBeInstanceOf(LoginDto);
      expect(dto.email).toBe('Ada@Example.com');
      expect(dto.password).toBe('secret');
      expect(dto.remember_me).toBe(true);
    });

    it('does not trim the password', async () => {
      const dto = await parseDto(LoginDto, { email: 'a@example.com', password: ' pass word ' });

      expect(dto.password).toBe(' pass word ');
    });

    it('refuses unknown fields and names them', async () => {
      const err = await rejectionOf(parseDto(LoginDto, { email: 'a@example.com', password: 'secret', is_admin: true }));

      expect(err.code).toBe(ErrorCode.ValidationFailed);
      expect(err.details).toEqual([{ field: 'is_admin', errors: ['property is_admin should not exist'] }]);
    });

    it('names every missing field at once', async () => {
      const err = await rejectionOf(parseDto(LoginDto, {}));

      expect(fieldsOf(err)).toEqual(['email', 'password']);
      expect(errorsFor(err, 'email')).toContain('email must be a valid email address');
      expect(errorsFor(err, 'password')).toContain('password is required');
      expect(err.message).toMatch(/^Invalid input: /);
    });

    it('refuses an email that is only whitespace around a non-email', async () => {
      const err = await rejectionOf(parseDto(LoginDto, { email: '  not-an-email  ', password: 'secret' }));

      expect(err.details).toEqual([{ field: 'email', errors: ['email must be a valid email address'] }]);
    });

    it('refuses a non-boolean remember_me', async () => {
      const err = await rejectionOf(
        parseDto(LoginDto, { email: 'a@example.com', password: 'secret', remember_me: 'yes' }),
      );

      expect(fieldsOf(err)).toEqual(['remember_me']);
    });

    it('refuses a password over 128 characters', async () => {
      const err = await rejectionOf(parseDto(LoginDto, { email: 'a@example.com', password: 'a1'.repeat(64) + 'x' }));

      expect(fieldsOf(err)).toEqual(['password']);
    });
  });

  describe('RegisterDto', () => {
    const valid = { email: 'new@example.com', password: 'abcdefg1' };

    it('accepts a minimal valid registration and trims the names', async () => {
      const dto = await parseDto(RegisterDto, {
        ...valid,
        email: ' new@example.com ',
        first_name: '  Ada ',
        last_name: ' Lovelace',
      });

      expect(dto).toBeInstanceOf(RegisterDto);
      expect(dto.email).toBe('new@example.com');
      expect(dto.first_name).toBe('Ada');
      expect(dto.last_name).toBe('Lovelace');
    });

    it.each([
      ['8 characters with a letter and a digit', 'abcdefg1'],
      ['128 characters', 'a1'.repeat(64)],
      ['symbols', 'P@ssw0rd!'],
    ])('accepts a password of %s', async (_label, password) => {
      const dto = await parseDto(RegisterDto, { ...valid, password });

      expect(dto.password).toBe(password);
    });

    it.each([
      ['without a digit', 'abcdefgh'],
      ['without a letter', '12345678'],
      ['with a space', 'abcd 1234'],
    ])('refuses a password %s with the rule text', async (_label, password) => {
      const err = await rejectionOf(parseDto(RegisterDto, { ...valid, password }));

      expect(err.code).toBe(ErrorCode.ValidationFailed);
      expect(fieldsOf(err)).toEqual(['password']);
      expect(errorsFor(err, 'password')).toEqual([PASSWORD_RULE_TEXT]);
    });

    it('refuses a 7-character password', async () => {
      const err = await rejectionOf(parseDto(RegisterDto, { ...valid, password: 'abcdef1' }));

      expect(errorsFor(err, 'password')).toEqual(['password must be longer than or equal to 8 characters']);
    });

    it('refuses a 129-character password', async () => {
      const err = await rejectionOf(parseDto(RegisterDto, { ...valid, password: 'a1'.repeat(64) + 'b' }));

      expect(errorsFor(err, 'password')).toEqual(['password must be shorter than or equal to 128 characters']);
    });

    it('refuses a blank first name after trimming', async () => {
      const err = await rejectionOf(parseDto(RegisterDto, { ...valid, first_name: '   ' }));

      expect(fieldsOf(err)).toEqual(['first_name']);
    });

    it('refuses an unknown user type', async () => {
      const err = await rejectionOf(parseDto(RegisterDto, { ...valid, user_type: 'superuser' }));

      expect(fieldsOf(err)).toEqual(['user_type']);
    });

    it('names every bad field, including unknown ones, at once', async () => {
      const err = await rejectionOf(parseDto(RegisterDto, { email: 'nope', password: 'short', role: 'admin' }));

      expect(fieldsOf(err)).toEqual(['email', 'password', 'role']);
      expect(err.message).toContain('email');
      expect(err.message).toContain('role');
    });
  });

  describe('AdminUpdateUserDto', () => {
    it('accepts an empty change set', async () => {
      const dto = await parseDto(AdminUpdateUserDto, {});

      expect(dto).toBeInstanceOf(AdminUpdateUserDto);
      // Declared fields exist as own keys (class-field semantics) but none carries a value.
      expect(Object.entries(dto).filter(([, v]) => v !== undefined)).toEqual([]);
    });

    it('accepts and trims valid changes', async () => {
      const dto = await parseDto(AdminUpdateUserDto, {
        first_name: ' Grace ',
        user_type: 'admin',
        is_active: false,
        password: 'n3wpassword',
      });

      expect(dto.first_name).toBe('Grace');
      expect(dto.user_type).toBe('admin');
      expect(dto.is_active).toBe(false);
      expect(dto.password).toBe('n3wpassword');
    });

    it('applies the password rule to a new password', async () => {
      const err = await rejectionOf(parseDto(AdminUpdateUserDto, { password: 'onlyletters' }));

      expect(err.details).toEqual([{ field: 'password', errors: [PASSWORD_RULE_TEXT] }]);
    });

    it('refuses a string is_active', async () => {
      const err = await rejectionOf(parseDto(AdminUpdateUserDto, { is_active: 'true' }));

      expect(fieldsOf(err)).toEqual(['is_active']);
    });

    it('refuses fields an admin may not change', async () => {
      const err = await rejectionOf(parseDto(AdminUpdateUserDto, { email: 'other@example.com', password_hash: 'x' }));

      expect(fieldsOf(err)).toEqual(['email', 'password_hash']);
    });
  });
});
