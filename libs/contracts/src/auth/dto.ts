import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { stackDecorators } from '../shared/decorators.js';
import { USER_TYPES, type UserType } from './types.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Limits that keep hashing cost bounded and names printable. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)[^\s]+$/;
const PASSWORD_RULE_TEXT = 'password must contain a letter and a digit and no spaces';

/** An account's email: trimmed, valid, at most EMAIL_MAX characters. */
const IsAccountEmail = () =>
  stackDecorators(
    Transform(trim),
    IsEmail({}, { message: 'email must be a valid email address' }),
    MaxLength(EMAIL_MAX),
  );
/** A password being set: PASSWORD_MIN to PASSWORD_MAX characters with a letter and a digit, no spaces. */
const IsNewPassword = () =>
  stackDecorators(
    IsString(),
    MinLength(PASSWORD_MIN),
    MaxLength(PASSWORD_MAX),
    Matches(PASSWORD_RULE, { message: PASSWORD_RULE_TEXT }),
  );
/** A first or last name: trimmed, 1 to NAME_MAX characters. */
const IsPersonName = () => stackDecorators(Transform(trim), IsString(), IsNotEmpty(), MaxLength(NAME_MAX));

export class LoginDto {
  @IsAccountEmail()
  email: string;

  @IsString()
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(PASSWORD_MAX)
  password: string;

  @IsOptional()
  @IsBoolean()
  remember_me?: boolean;
}

export class ValidateUsernameDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'username is required' })
  @MaxLength(EMAIL_MAX)
  username: string;
}

export class RegisterDto {
  @IsAccountEmail()
  email: string;

  @IsNewPassword()
  password: string;

  @IsOptional() @IsPersonName() first_name?: string;
  @IsOptional() @IsPersonName() last_name?: string;
  @IsOptional() @IsIn(USER_TYPES) user_type?: UserType;
}

export class AdminUpdateUserDto {
  @IsOptional() @IsPersonName() first_name?: string;
  @IsOptional() @IsPersonName() last_name?: string;
  @IsOptional() @IsIn(USER_TYPES) user_type?: UserType;
  @IsOptional() @IsBoolean() is_active?: boolean;
  @IsOptional() @IsNewPassword() password?: string;
}

export class UserIdParam {
  @IsUUID('all', { message: 'id must be a UUID' })
  id: string;
}
