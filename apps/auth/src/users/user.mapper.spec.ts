import { describe, expect, it } from '@jest/globals';
import type { PublicUser } from '@app/contracts';
import { UserEntity } from './user.entity.js';
import { normaliseEmail, toPublicUser } from './user.mapper.js';

const PUBLIC_KEYS: (keyof PublicUser)[] = [
  'id',
  'email',
  'first_name',
  'last_name',
  'user_type',
  'user_id',
  'user_shortname',
  'is_active',
  'created_at',
  'last_login_at',
];

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';

function user(overrides: Partial<UserEntity> = {}): UserEntity {
  return Object.assign(new UserEntity(), {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    email: 'ada@example.com',
    passwordHash: HASH,
    userType: 'admin',
    firstName: 'Ada',
    lastName: 'Lovelace',
    brokerUserId: 'B-1001',
    brokerUserShortname: 'ADA',
    isActive: true,
    createdAt: new Date('2024-03-01T10:15:30.123Z'),
    lastLoginAt: new Date('2024-04-02T08:00:00.000Z'),
    ...overrides,
  });
}

describe('toPublicUser', () => {
  it('has exactly the PublicUser keys', () => {
    expect(Object.keys(toPublicUser(user())).sort()).toEqual([...PUBLIC_KEYS].sort());
  });

  it('never carries the password hash', () => {
    const out = toPublicUser(user());

    expect(out).not.toHaveProperty('passwordHash');
    expect(out).not.toHaveProperty('password_hash');
    expect(JSON.stringify(out)).not.toContain(HASH);
  });

  it('maps every field to its snake_case name and dates to ISO strings', () => {
    expect(toPublicUser(user())).toEqual({
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      user_type: 'admin',
      user_id: 'B-1001',
      user_shortname: 'ADA',
      is_active: true,
      created_at: '2024-03-01T10:15:30.123Z',
      last_login_at: '2024-04-02T08:00:00.000Z',
    });
  });

  it('keeps nulls for a customer who never logged in and has no names or broker link', () => {
    const out = toPublicUser(
      user({
        userType: 'customer',
        firstName: null,
        lastName: null,
        brokerUserId: null,
        brokerUserShortname: null,
        isActive: false,
        lastLoginAt: null,
      }),
    );

    expect(out).toMatchObject({
      user_type: 'customer',
      first_name: null,
      last_name: null,
      user_id: null,
      user_shortname: null,
      is_active: false,
      last_login_at: null,
    });
  });
});

describe('normaliseEmail', () => {
  it.each([
    ['  Ada@Example.COM ', 'ada@example.com'],
    ['\tBOB@EXAMPLE.ORG\n', 'bob@example.org'],
    ['already@lower.case', 'already@lower.case'],
  ])('turns %j into %j', (input, expected) => {
    expect(normaliseEmail(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = normaliseEmail(' MiXeD@Example.com ');

    expect(normaliseEmail(once)).toBe(once);
  });
});
