/** How many alerts a user has, and how many of them are unread (the bell's badge). */
export interface AlertTotals {
  total: number;
  unread: number;
}

export const NO_ALERTS: AlertTotals = { total: 0, unread: 0 };

/** Rows to skip before a page: pages count from 1. */
export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit;
}

/**
 * The totals to answer with a page. Every row of a page carries the user's totals, so a page with rows
 * needs no second query; an empty first page means the user has no alerts; an empty later page lies
 * past the end, and the totals must be counted apart, since the bell still needs them.
 */
export function pageTotals(page: number, onPage: AlertTotals | null): AlertTotals | 'count-apart' {
  if (onPage) return onPage;
  return page > 1 ? 'count-apart' : NO_ALERTS;
}
