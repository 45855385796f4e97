import { describe, expect, it } from '@jest/globals';
import { locksThemselvesOut } from './account-change-rules.js';

const me = '0b7e4a52-0000-4000-8000-000000000001';
const someone = '0b7e4a52-0000-4000-8000-000000000002';

describe('an admin changing accounts', () => {
  it('may not deactivate their own account', () => {
    expect(locksThemselvesOut(me, me, { is_active: false })).toBe(true);
  });

  it('may not make their own account a customer', () => {
    expect(locksThemselvesOut(me, me, { user_type: 'customer' })).toBe(true);
  });

  it('may rename themselves, or keep themselves an active admin', () => {
    expect(locksThemselvesOut(me, me, { first_name: 'Arjun', is_active: true, user_type: 'admin' })).toBe(false);
  });

  it('may deactivate or demote someone else', () => {
    expect(locksThemselvesOut(me, someone, { is_active: false, user_type: 'customer' })).toBe(false);
  });
});
