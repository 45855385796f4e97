import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@app/contracts/auth/types';
import { emailProblem, passwordProblem, userChanges, validateNewUser, type UserDraft } from './userForm';
import { countUsers, filterUsers, humanise, replaceUser } from './userList';

const user: PublicUser = {
  id: 'u1',
  email: 'asha@example.com',
  first_name: 'Asha',
  last_name: null,
  user_type: 'customer',
  user_id: null,
  user_shortname: null,
  is_active: true,
  created_at: '2026-01-01T00:00:00Z',
  last_login_at: null,
};
const draftOf = (over: Partial<UserDraft> = {}): UserDraft => ({
  email: user.email,
  password: '',
  first_name: 'Asha',
  last_name: '',
  user_type: 'customer',
  is_active: true,
  ...over,
});

describe('password rules', () => {
  it('needs 8-128 characters with a letter and a digit and no whitespace', () => {
    expect(passwordProblem('Secret12')).toBeNull();
    expect(passwordProblem('Ab1')).toBe('Use at least 8 characters');
    expect(passwordProblem(`a1${'x'.repeat(127)}`)).toBe('Use at most 128 characters');
    expect(passwordProblem('abcdefgh')).toBe('Include at least one letter and one digit');
    expect(passwordProblem('12345678')).toBe('Include at least one letter and one digit');
    expect(passwordProblem('Secret 12')).toBe('Spaces are not allowed');
  });
});

describe('new user', () => {
  it('leaves empty names out and trims the rest', () => {
    expect(
      validateNewUser(
        draftOf({
          email: ' new@example.com ',
          password: 'Secret12',
          first_name: ' Ravi ',
          last_name: '',
          user_type: 'admin',
        }),
      ).body,
    ).toEqual({
      email: 'new@example.com',
      password: 'Secret12',
      first_name: 'Ravi',
      user_type: 'admin',
    });
  });

  it('names every bad field', () => {
    expect(validateNewUser(draftOf({ email: 'nope', password: 'short', last_name: 'x'.repeat(101) })).errors).toEqual({
      email: 'Enter a valid email address',
      password: 'Use at least 8 characters',
      last_name: 'Use at most 100 characters',
    });
    expect(emailProblem('')).toBe('Enter an email address');
  });
});

describe('user changes', () => {
  it('sends only what changed, and a password only when typed', () => {
    expect(userChanges(user, draftOf())).toEqual({ changes: {}, errors: {} });
    expect(
      userChanges(
        user,
        draftOf({
          first_name: 'Asha R',
          last_name: 'Rao',
          user_type: 'admin',
          is_active: false,
          password: 'NewPass99',
        }),
      ),
    ).toEqual({
      changes: { first_name: 'Asha R', last_name: 'Rao', user_type: 'admin', is_active: false, password: 'NewPass99' },
      errors: {},
    });
  });

  it('refuses to empty a name that is set, and a weak new password', () => {
    expect(userChanges(user, draftOf({ first_name: ' ', password: 'weak' })).errors).toEqual({
      first_name: 'A name cannot be emptied once set',
      password: 'Use at least 8 characters',
    });
  });
});

describe('user list', () => {
  const admin = {
    ...user,
    id: 'u2',
    email: 'arjun@example.com',
    first_name: 'Arjun',
    last_name: 'Mehta',
    user_type: 'admin' as const,
    is_active: false,
  };
  it('searches name, email, role and status', () => {
    expect(filterUsers([user, admin], 'mehta').map((u) => u.id)).toEqual(['u2']);
    expect(filterUsers([user, admin], 'ADMIN').map((u) => u.id)).toEqual(['u2']);
    expect(filterUsers([user, admin], 'inactive').map((u) => u.id)).toEqual(['u2']);
    expect(filterUsers([user, admin], '  ')).toHaveLength(2);
  });

  it('counts, replaces and humanises', () => {
    expect(countUsers([user, admin])).toEqual({ total: 2, active: 1, admins: 1, inactive: 1 });
    expect(replaceUser([user, admin], { ...user, first_name: 'A' })[0]!.first_name).toBe('A');
    expect(replaceUser([user], admin)).toHaveLength(2);
    expect(humanise('refresh_tokens')).toBe('refresh tokens');
    expect(humanise('soldPositions')).toBe('sold positions');
  });
});
