import { describe, expect, it } from '@jest/globals';
import { accountPatch, revocationReason } from './account-change-rules.js';

const activeCustomer = { isActive: true, userType: 'customer' as const };

describe("an admin's change to an account", () => {
  it('with a new password ends its sessions: "password changed"', () => {
    expect(revocationReason(activeCustomer, accountPatch({}, '$argon2id$new'))).toBe('password changed');
  });

  it('that disables an active account ends them: "account disabled"', () => {
    expect(revocationReason(activeCustomer, accountPatch({ is_active: false }, undefined))).toBe('account disabled');
  });

  it('that makes a customer an admin ends them: "role changed"', () => {
    expect(revocationReason(activeCustomer, accountPatch({ user_type: 'admin' }, undefined))).toBe('role changed');
  });

  it('that only renames, or restates what the account already is, keeps them', () => {
    expect(revocationReason(activeCustomer, accountPatch({ first_name: 'Neha' }, undefined))).toBeNull();
    expect(
      revocationReason(activeCustomer, accountPatch({ is_active: true, user_type: 'customer' }, undefined)),
    ).toBeNull();
  });

  it('disabling an account that is already disabled keeps them', () => {
    expect(revocationReason({ ...activeCustomer, isActive: false }, { isActive: false })).toBeNull();
  });
});
