import { ValidationPipe } from '@nestjs/common';
import { toFieldErrors } from '@app/common/base';
import { ApiError } from '../errors/api-error.js';
import { RefuseUnstorableTextPipe } from './refuse-unstorable-text.pipe.js';
import { ValidateArgumentsTogetherPipe } from './validate-arguments-together.pipe.js';

/**
 * What every argument of every route goes through: text PostgreSQL cannot store is refused first, then
 * the DTO's rules, with unknown fields refused too; a refused request names all its bad fields at once.
 */
export function requestValidation(): ValidateArgumentsTogetherPipe {
  return new ValidateArgumentsTogetherPipe([
    new RefuseUnstorableTextPipe(),
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      transform: true,
      exceptionFactory: (errors) => ApiError.validation(toFieldErrors(errors)),
    }),
  ]);
}
