import { Decimal } from 'decimal.js';
import type { NavPoint, XirrFigure } from '@app/contracts';
import type { CloseSeries } from './daily-valuation.js';
import { navPoints, twrOf, unitisedNav, type NavDay } from './unitised-nav.js';
import { xirr, type DatedFlow } from './xirr.js';

/** A day of the user's cash, from the investor's side: money put in, money taken out. */
export interface CashDay {
  date: string;
  inflow: number;
  outflow: number;
}

export interface BenchmarkReplay {
  value: Decimal;
  xirr: XirrFigure;
  twr: number | null;
  nav: NavPoint[];
  /** Days a withdrawal was larger than the index holding: it sold all it held instead. */
  shortDays: string[];
}

const paise = (n: number) => new Decimal(n.toFixed(2));

/**
 * Replays the user's net cash of each day into an index: money in buys index units at that day's close
 * (the last close before it when the day has none, the first one when the series starts later), money
 * out sells them. The replay's own flows (a withdrawal it could not meet in full is what it held) and
 * its final value give its XIRR, and its NAV follows the unitised rules. Null without any close.
 */
export function replayIntoIndex(days: readonly CashDay[], closes: CloseSeries): BenchmarkReplay | null {
  if (closes.length === 0 || days.length === 0) return null;
  let bar = 0;
  let close = closes[0]![1];
  let units = 0;
  const flows: DatedFlow[] = [];
  const navDays: NavDay[] = [];
  const shortDays: string[] = [];
  for (const d of days) {
    while (bar < closes.length && closes[bar]![0] <= d.date) close = closes[bar++]![1];
    const net = d.inflow - d.outflow;
    let inflow = 0;
    let outflow = 0;
    if (net > 0) {
      units += net / close;
      inflow = net;
    } else if (net < 0) {
      const held = units * close;
      if (-net > held + 0.005) {
        shortDays.push(d.date);
        outflow = held;
        units = 0;
      } else {
        outflow = -net;
        units = Math.max(0, units + net / close);
      }
    }
    if (inflow > 0) flows.push({ date: d.date, amount: paise(inflow).neg() });
    if (outflow > 0) flows.push({ date: d.date, amount: paise(outflow) });
    navDays.push({ value: units * close, inflow, outflow });
  }
  const last = days.at(-1)!.date;
  const value = new Decimal(units).times(close);
  if (value.gte(0.005)) flows.push({ date: last, amount: value });
  const nav = unitisedNav(navDays);
  return {
    value,
    xirr: xirr(flows),
    twr: twrOf(nav),
    nav: navPoints(days[0]?.date ?? '', days, nav),
    shortDays,
  };
}
