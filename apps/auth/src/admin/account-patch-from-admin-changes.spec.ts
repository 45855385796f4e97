import { describe, expect, it } from '@jest/globals';
import { accountPatch } from './account-change-rules.js';

describe('the account fields an admin change sets', () => {
  it('are exactly the ones given, under their stored names', () => {
    expect(
      accountPatch({ first_name: 'Edited', last_name: 'Rao', user_type: 'admin', is_active: false }, undefined),
    ).toEqual({ firstName: 'Edited', lastName: 'Rao', userType: 'admin', isActive: false });
  });

  it('carry a new password as its hash only', () => {
    expect(accountPatch({ first_name: 'A' }, '$argon2id$hash')).toEqual({
      firstName: 'A',
      passwordHash: '$argon2id$hash',
    });
  });

  it('are none for an empty change', () => {
    expect(accountPatch({}, undefined)).toEqual({});
  });
});
