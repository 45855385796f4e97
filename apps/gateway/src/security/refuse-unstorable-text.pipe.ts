import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { unstorableTextErrors } from '@app/common/base';
import { ApiError } from '../errors/api-error.js';

/**
 * Refuses bodies, query strings and path parameters holding text PostgreSQL cannot store as given
 * (U+0000, lone surrogates) with a 400, before validation: such input used to reach a service or a
 * validator that failed on it with a 500.
 */
@Injectable()
export class RefuseUnstorableTextPipe implements PipeTransform {
  transform(value: unknown, meta: ArgumentMetadata): unknown {
    if (meta.type === 'custom') return value;
    const details = unstorableTextErrors(value, meta.type === 'body' ? 'body' : (meta.data ?? meta.type));
    if (details.length > 0) throw ApiError.validation(details);
    return value;
  }
}
