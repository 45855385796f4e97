import { describe, expect, it } from '@jest/globals';
import { NO_ALERTS, pageOffset, pageTotals } from './alerts-page.js';

// A user with 120 stored alerts, 7 of them unread, read 50 to a page.
describe('the totals of a page of stored alerts', () => {
  it('skips 0 rows for page 1 and 100 rows for page 3', () => {
    expect(pageOffset(1, 50)).toBe(0);
    expect(pageOffset(3, 50)).toBe(100);
  });

  it('answers the totals the rows of a page carry', () => {
    expect(pageTotals(3, { total: 120, unread: 7 })).toEqual({ total: 120, unread: 7 });
  });

  it('answers zero for an empty first page: the user has no alerts', () => {
    expect(pageTotals(1, null)).toEqual(NO_ALERTS);
    expect(NO_ALERTS).toEqual({ total: 0, unread: 0 });
  });

  it('asks for a separate count for an empty page past the end (page 4 of 3)', () => {
    expect(pageTotals(4, null)).toBe('count-apart');
  });
});
