import { describe, expect, it } from 'vitest';
import { navItemsFor } from './navItems';

describe('sidebar entries', () => {
  it('lists the customer entries in the spec order', () => {
    expect(navItemsFor(false).map((i) => i.label)).toEqual([
      'Overview',
      'Portfolio',
      'Analytics',
      'Watchlist',
      'Alerts',
      'Re-Buy',
      'Loss Cover',
      'Charts',
      'Reports',
      'Settings',
      'Help',
    ]);
  });
  it('adds Zerodha Data and User Management for admins', () => {
    expect(
      navItemsFor(true)
        .map((i) => i.label)
        .slice(-2),
    ).toEqual(['Zerodha Data', 'User Management']);
  });
  it('gives Help no route', () => {
    expect(navItemsFor(false).find((i) => i.label === 'Help')?.to).toBeUndefined();
  });
});
