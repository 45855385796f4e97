import { ErrorCode } from '@app/contracts';
import { DomainError } from '@app/common';

/** A 400 naming the field, as the gateway's own validation answers. */
export const invalidField = (field: string, message: string): DomainError =>
  new DomainError(ErrorCode.ValidationFailed, message, [{ field, errors: [message] }]);

/** The request field that asks for each channel's setup. */
const SETUP_FIELD: Record<string, string> = {
  email: 'email.address',
  telegram: 'telegram.action',
  webhook: 'webhook.url',
  'web push': 'endpoint',
};

/**
 * A channel this server is not set up for: a 400 naming the field that asked for it, so the user reads
 * that the channel is not offered here and the operator reads which variables to set. (The server is
 * working as configured: not a 503.)
 */
export const notConfigured = (channel: string, variables: string): DomainError =>
  invalidField(SETUP_FIELD[channel] ?? channel, `${channel} is not configured on this server (${variables})`);
