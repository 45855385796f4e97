import type { NavPoint } from '@app/contracts';
import { addDays } from './day-math.js';
import { navValue } from './span-figures.js';

/** One day as the unitised NAV reads it: the holdings' value at the day's close and the day's cash. */
export interface NavDay {
  value: number;
  /** Money put in that day (buys, or the opening value on a span's first day). */
  inflow: number;
  /** Money taken out that day (sale proceeds, dividends). */
  outflow: number;
}

/** The NAV every series starts from, the evening before its first day. */
export const NAV_BASE = 1000;

/**
 * A unitised NAV, as Console's performance curve builds it: inflows buy units at the previous day's
 * NAV; the day's NAV is (value + outflows) / units; outflows then redeem units at that NAV. With
 * nothing held (every unit redeemed) the NAV stays where it was until money comes in again. Unit
 * counts are plain numbers: they are never answered, only the NAV is.
 */
export function unitisedNav(days: readonly NavDay[], base = NAV_BASE): number[] {
  const out: number[] = [];
  let prev = base;
  let units = 0;
  for (const d of days) {
    if (d.inflow > 0 && prev > 0) units += d.inflow / prev;
    let nav = prev;
    if (units > 1e-12) {
      nav = (d.value + d.outflow) / units;
      units = d.value <= 0 ? 0 : Math.max(0, units - d.outflow / nav);
    }
    out.push(nav);
    prev = nav;
  }
  return out;
}

/** Time-weighted return of a NAV series started from `base`: its end over the base, less one. */
export function twrOf(nav: readonly number[], base = NAV_BASE): number | null {
  const end = nav.at(-1);
  return end === undefined ? null : end / base - 1;
}

/**
 * The answered curve: the base the evening before the span's first day, then the NAV of each day, so a
 * chart starts at ₹1,000 and the first day's move shows as a move.
 */
export function navPoints(first: string, days: readonly { date: string }[], nav: readonly number[]): NavPoint[] {
  if (days.length === 0) return [];
  return [
    { date: addDays(first, -1), nav: navValue(NAV_BASE) },
    ...days.map((d, i) => ({ date: d.date, nav: navValue(nav[i]!) })),
  ];
}
