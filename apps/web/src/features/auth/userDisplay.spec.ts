import { describe, expect, it } from 'vitest';
import { displayNameOf, initialsOf, roleLineOf } from './userDisplay';

describe('user display', () => {
  it('falls back from names to the email local part to "User"', () => {
    expect(displayNameOf({ email: 'asha@example.com', first_name: 'Asha', last_name: 'Rao' })).toBe('Asha Rao');
    expect(displayNameOf({ email: 'asha@example.com', first_name: 'Asha', last_name: null })).toBe('Asha');
    expect(displayNameOf({ email: 'asha.rao@example.com', first_name: ' ', last_name: null })).toBe('asha.rao');
    expect(displayNameOf({ email: '@example.com' })).toBe('User');
    expect(displayNameOf(null)).toBe('User');
  });

  it('writes the role line by user type and broker connection', () => {
    expect(roleLineOf({ email: 'a@x.in', user_type: 'admin', user_id: 'ZD1234' })).toBe('Admin • Zerodha ID: ZD1234');
    expect(roleLineOf({ email: 'a@x.in', user_type: 'admin', user_id: null })).toBe('Administrator • a@x.in');
    expect(roleLineOf({ email: 'c@x.in', user_type: 'customer', user_id: 'ZD1' })).toBe('Customer • c@x.in');
  });

  it("names an admin's connected Zerodha id, before the broker id on the account", () => {
    expect(roleLineOf({ email: 'a@x.in', user_type: 'admin', user_id: null }, 'AB1234')).toBe(
      'Admin • Zerodha ID: AB1234',
    );
    expect(roleLineOf({ email: 'a@x.in', user_type: 'admin', user_id: 'ZD1234' }, 'AB1234')).toBe(
      'Admin • Zerodha ID: AB1234',
    );
    expect(roleLineOf({ email: 'a@x.in', user_type: 'admin', user_id: null }, null)).toBe('Administrator • a@x.in');
    expect(roleLineOf({ email: 'c@x.in', user_type: 'customer' }, 'AB1234')).toBe('Customer • c@x.in');
  });

  it('takes initials from the display name', () => {
    expect(initialsOf({ email: 'a@x.in', user_type: 'customer', first_name: 'Asha', last_name: 'Rao' })).toBe('AR');
    expect(initialsOf({ email: 'zed@x.in', user_type: 'customer' })).toBe('ZE');
  });
});
