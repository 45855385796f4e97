import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ErrorCode, type FieldError } from '@app/contracts';
import { DomainError } from '@app/common';
import { actorOf, clientInfo, optionalString, requiredString, uuidField } from './payload.js';

/** Runs fn and returns the field details of the validation DomainError it throws. */
function detailsOf(fn: () => unknown): FieldError[] | undefined {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).code).toBe(ErrorCode.ValidationFailed);
    return (err as DomainError).details;
  }
  throw new Error('expected a validation error, but nothing was thrown');
}

const USER_ID = randomUUID();

describe('uuidField', () => {
  it('returns a valid UUID unchanged', () => {
    expect(uuidField(USER_ID)).toBe(USER_ID);
    expect(uuidField('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe('0F8FAD5B-D9CB-469F-A165-70867728950E');
  });

  it.each([
    ['a non-UUID string', 'user-1'],
    ['a UUID with extra text', `${USER_ID}x`],
    ['an empty string', ''],
    ['a number', 42],
    ['undefined', undefined],
    ['null', null],
    ['an object', { id: USER_ID }],
  ])('refuses %s under the field "id" by default', (_label, value) => {
    expect(detailsOf(() => uuidField(value))).toEqual([{ field: 'id', errors: ['id must be a UUID'] }]);
  });

  it('names the given field', () => {
    expect(detailsOf(() => uuidField('nope', 'userId'))).toEqual([
      { field: 'userId', errors: ['userId must be a UUID'] },
    ]);
  });
});

describe('actorOf', () => {
  const actor = { userId: USER_ID, userType: 'admin', sessionId: 'session-1' };

  it('returns the actor', () => {
    expect(actorOf(actor)).toEqual(actor);
  });

  it('accepts a customer', () => {
    expect(actorOf({ ...actor, userType: 'customer' }).userType).toBe('customer');
  });

  it('keeps only userId, userType and sessionId', () => {
    expect(actorOf({ ...actor, isAdmin: true, email: 'x@example.com' })).toStrictEqual(actor);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'admin'],
    ['an empty object', {}],
  ])('refuses %s as the actor', (_label, value) => {
    expect(detailsOf(() => actorOf(value))).toEqual([{ field: 'actor', errors: ['actor is required'] }]);
  });

  it.each(['root', 'Admin', '', 42])('refuses the user type %j', (userType) => {
    expect(detailsOf(() => actorOf({ ...actor, userType }))).toEqual([
      { field: 'actor', errors: ['actor is required'] },
    ]);
  });

  it('refuses a userId that is not a UUID', () => {
    expect(detailsOf(() => actorOf({ ...actor, userId: 'user-1' }))).toEqual([
      { field: 'actor.userId', errors: ['actor.userId must be a UUID'] },
    ]);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not a string', 7],
    ['over 512 characters', 's'.repeat(513)],
  ])('refuses a sessionId that is %s', (_label, sessionId) => {
    expect(detailsOf(() => actorOf({ ...actor, sessionId }))).toEqual([
      { field: 'actor.sessionId', errors: ['actor.sessionId is required'] },
    ]);
  });

  it('accepts a sessionId of exactly 512 characters', () => {
    expect(actorOf({ ...actor, sessionId: 's'.repeat(512) }).sessionId).toHaveLength(512);
  });
});

describe('clientInfo', () => {
  it('passes a valid ip and user agent through', () => {
    expect(clientInfo({ ip: '203.0.113.7', userAgent: 'Mozilla/5.0' })).toEqual({
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
    });
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty object', {}],
    ['a string', '203.0.113.7'],
  ])('falls back to ip "unknown" and no user agent for %s', (_label, value) => {
    expect(clientInfo(value)).toEqual({ ip: 'unknown', userAgent: undefined });
  });

  it.each([
    ['empty', ''],
    ['not a string', 12345],
    ['over 512 characters', '1'.repeat(513)],
  ])('replaces an ip that is %s by "unknown"', (_label, ip) => {
    expect(clientInfo({ ip, userAgent: 'curl/8' })).toEqual({ ip: 'unknown', userAgent: 'curl/8' });
  });

  it('drops an empty or oversized user agent', () => {
    expect(clientInfo({ ip: '::1', userAgent: '' }).userAgent).toBeUndefined();
    expect(clientInfo({ ip: '::1', userAgent: 'a'.repeat(513) }).userAgent).toBeUndefined();
  });

  it('keeps only ip and userAgent', () => {
    expect(clientInfo({ ip: '::1', userAgent: 'x', cookie: 'secret' })).toStrictEqual({ ip: '::1', userAgent: 'x' });
  });
});

describe('requiredString and optionalString', () => {
  it('requiredString returns a present string and names the field otherwise', () => {
    expect(requiredString('abc', 'token')).toBe('abc');
    expect(detailsOf(() => requiredString('', 'token'))).toEqual([{ field: 'token', errors: ['token is required'] }]);
  });

  it('optionalString answers undefined for anything but a 1..512 character string', () => {
    expect(optionalString('x')).toBe('x');
    expect(optionalString('y'.repeat(512))).toHaveLength(512);
    expect(optionalString('y'.repeat(513))).toBeUndefined();
    expect(optionalString('')).toBeUndefined();
    expect(optionalString(1)).toBeUndefined();
  });
});
