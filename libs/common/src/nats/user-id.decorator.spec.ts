import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@app/contracts';
import { DomainError } from '../errors/domain-error.js';
import { userIdFromPayload } from './user-id.decorator.js';

const ID = '00000000-0000-4000-8000-00000000c001';

function refusal(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (e) {
    return e as DomainError;
  }
  throw new Error('expected a refusal');
}

describe('userIdFromPayload', () => {
  it('gives the userId of a well-formed payload', () => {
    expect(userIdFromPayload({ userId: ID, body: {} })).toBe(ID);
  });

  it('reads another field when told to', () => {
    expect(userIdFromPayload({ ownerId: ID }, 'ownerId')).toBe(ID);
  });

  it.each([
    ['a missing payload', undefined],
    ['a payload without the field', { body: {} }],
    ['a number', { userId: 7 }],
    ['a string that is not a UUID', { userId: 'admin' }],
    ['a payload that is a string', 'userId'],
  ])('refuses %s with a validation error naming the field', (_label, payload) => {
    const e = refusal(() => userIdFromPayload(payload));
    expect(e).toBeInstanceOf(DomainError);
    expect(e.code).toBe(ErrorCode.ValidationFailed);
    expect(e.details).toEqual([{ field: 'userId', errors: ['userId must be a UUID'] }]);
  });
});
