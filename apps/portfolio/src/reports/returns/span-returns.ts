import { Decimal } from 'decimal.js';
import type { HoldingReturn, NavPoint, PortfolioReturn } from '@app/contracts';
import { dailyValues, type CloseSeries, type KeySnapshot } from './daily-valuation.js';
import { addDays } from './day-math.js';
import type { CashFlow, KeyFlows } from './ledger-flows.js';
import { fraction, rupees, spanFigures } from './span-figures.js';
import { navPoints, twrOf, unitisedNav, type NavDay } from './unitised-nav.js';

export interface SpanInput {
  keys: readonly KeyFlows[];
  closes: ReadonlyMap<string, CloseSeries>;
  /** The span's first and last days (IST, inclusive). */
  from: string;
  to: string;
}

export interface SpanReturns {
  portfolio: PortfolioReturn;
  holdings: HoldingReturn[];
  /** Each day's cash and value, for the benchmark to replay. */
  days: Array<NavDay & { date: string }>;
  /** Keys held at the end with no close to value them: valued at cost. */
  unpriced: string[];
}

const valueOf = (s: KeySnapshot | undefined): Decimal =>
  !s || s.quantity === 0
    ? new Decimal(0)
    : s.close === null
      ? new Decimal(s.cost)
      : new Decimal(s.quantity).times(s.close);

const inSpan = (flows: readonly CashFlow[], from: string, to: string) =>
  flows.filter((f) => f.date >= from && f.date <= to);

function cashByDay(
  keys: readonly KeyFlows[],
  from: string,
  to: string,
): Map<string, { inflow: number; outflow: number }> {
  const out = new Map<string, { inflow: number; outflow: number }>();
  for (const k of keys)
    for (const f of inSpan(k.flows, from, to)) {
      const day = out.get(f.date) ?? { inflow: 0, outflow: 0 };
      if (f.amount.lt(0)) day.inflow -= f.amount.toNumber();
      else day.outflow += f.amount.toNumber();
      out.set(f.date, day);
    }
  return out;
}

/**
 * The span's portfolio figures, its NAV (rebased to ₹1,000 the evening before the span's first day,
 * the value held then coming in as an opening inflow) and each key's own figures over the same span.
 */
export function spanReturns({ keys, closes, from, to }: SpanInput): SpanReturns {
  const eve = addDays(from, -1);
  const valued = dailyValues(keys, closes, from, to, [eve, to]);
  const opening = valued.snapshots.get(eve) ?? [];
  const closing = valued.snapshots.get(to) ?? [];
  const holdings: HoldingReturn[] = [];
  const unpriced: string[] = [];
  keys.forEach((k, i) => {
    const open = valueOf(opening[i]);
    const flows = inSpan(k.flows, from, to);
    if (open.isZero() && flows.length === 0) return;
    const end = closing[i];
    const held = end !== undefined && end.quantity > 0;
    if (held && end.close === null) unpriced.push(k.symbol);
    const f = spanFigures(flows, open, valueOf(end), from, to);
    holdings.push({
      key: k.key,
      isin: k.isin ?? '',
      symbol: k.symbol,
      exchange: k.exchange,
      status: held ? 'held' : 'sold',
      invested: rupees(f.invested),
      withdrawn: rupees(f.withdrawn),
      dividends: rupees(f.dividends),
      value: rupees(f.value),
      gain: rupees(f.gain),
      first_date: k.flows[0]?.date ?? from,
      xirr: f.xirr,
      priced: !held || end.close !== null,
    });
  });
  const openingValue = opening.reduce((s, o) => s.plus(valueOf(o)), new Decimal(0));
  const closingValue = closing.reduce((s, c) => s.plus(valueOf(c)), new Decimal(0));
  const all = keys.flatMap((k) => inSpan(k.flows, from, to));
  const f = spanFigures(all, openingValue, closingValue, from, to);
  const cash = cashByDay(keys, from, to);
  const days = valued.dates.map((date, i) => {
    const c = cash.get(date) ?? { inflow: 0, outflow: 0 };
    const inflow = c.inflow + (i === 0 ? openingValue.toNumber() : 0);
    return { date, value: valued.values[i]!, inflow, outflow: c.outflow };
  });
  const nav = unitisedNav(days);
  const twr = twrOf(nav);
  // The curve starts from ₹1,000 the evening before the span, so the chart's first point is the base
  // and the first day's move shows as a move.
  const points: NavPoint[] = navPoints(from, days, nav);
  return {
    portfolio: {
      invested: rupees(f.invested),
      withdrawn: rupees(f.withdrawn),
      dividends: rupees(f.dividends),
      value: rupees(f.value),
      gain: rupees(f.gain),
      xirr: f.xirr,
      twr: twr === null ? null : fraction(twr),
      nav: points,
    },
    holdings: holdings.sort((a, b) => a.symbol.localeCompare(b.symbol) || a.key.localeCompare(b.key)),
    days,
    unpriced,
  };
}
