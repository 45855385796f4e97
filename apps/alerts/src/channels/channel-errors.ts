import { ErrorCode } from '@app/contracts';
import { DomainError } from '@app/common';

/** A 400 naming the field, as the gateway's own validation answers. */
export const invalidField = (field: string, message: string): DomainError =>
  new DomainError(ErrorCode.ValidationFailed, message, [{ field, errors: [message] }]);

/** A channel the server is not set up for: the user reads the first half, the operator the variables. */
export const notConfigured = (channel: string, variables: string): DomainError =>
  new DomainError(ErrorCode.ServiceUnavailable, `${channel} is not configured on this server (${variables})`);
