import { ErrorCode } from '@app/contracts';
import { DomainError, validationError } from '@app/common';

/** The user has no position with that id (another user's ids answer the same). */
export const positionNotFound = () => new DomainError(ErrorCode.NotFound, 'Position not found');

/** An instrument token the market service does not know, on the field that named it. */
export const unknownInstrument = (field: string) =>
  validationError([{ field, errors: ['instrumentToken is not a known instrument'] }]);
