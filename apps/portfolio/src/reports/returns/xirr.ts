import { Decimal } from 'decimal.js';
import type { XirrFigure } from '@app/contracts';
import { daysBetween } from './day-math.js';

/** A dated cash flow from the investor's side: money put in is negative, money taken out positive. */
export interface DatedFlow {
  date: string;
  amount: Decimal;
}

/** The highest rate considered: a million-fold a year. */
const MAX_RATE = 1e6;

interface Point {
  years: number;
  amount: number;
}

// exp(−t·ln(1+r)) rather than (1+r)^t: the same number, and cheaper over a long list of flows.
function npv(points: readonly Point[], r: number): number {
  const ln = Math.log1p(r);
  let sum = 0;
  for (const p of points) sum += p.amount * Math.exp(-p.years * ln);
  return sum;
}

function slope(points: readonly Point[], r: number): number {
  const ln = Math.log1p(r);
  let sum = 0;
  for (const p of points) sum -= p.years * p.amount * Math.exp(-(p.years + 1) * ln);
  return sum;
}

/**
 * Newton from 0.1. A step that settles where the present value is not near zero is no root (far out the
 * present value flattens), and a root beyond the scan's top (a million-fold a year) is another, absurd
 * solution of flows that have two: the scan then finds the sensible one.
 */
function newton(points: readonly Point[]): number | null {
  const scale = points.reduce((s, p) => s + Math.abs(p.amount), 0);
  let r = 0.1;
  for (let i = 0; i < 50; i++) {
    const d = slope(points, r);
    if (!Number.isFinite(d) || d === 0) return null;
    const next = r - npv(points, r) / d;
    if (!Number.isFinite(next) || next <= -1 || next > MAX_RATE) return null;
    if (Math.abs(next - r) < 1e-12) return Math.abs(npv(points, next)) <= 1e-9 * scale ? next : null;
    r = next;
  }
  return null;
}

/** Rates to scan for a sign change when Newton does not settle: dense near −100 %, sparse at the top. */
const SCAN: number[] = (() => {
  const out: number[] = [];
  for (let x = -0.999999; x < -0.99; x += 0.000999) out.push(x);
  for (let x = -0.99; x < 1; x += 0.01) out.push(x);
  for (let x = 1; x <= MAX_RATE; x *= 1.1) out.push(x);
  return out;
})();

function bisect(points: readonly Point[], lo: number, hi: number): number {
  let fLo = npv(points, lo);
  for (let i = 0; i < 100 && hi - lo > 1e-13 * Math.max(1, Math.abs(lo)); i++) {
    const mid = (lo + hi) / 2;
    const fMid = npv(points, mid);
    if (fMid === 0) return mid;
    if (Math.sign(fMid) === Math.sign(fLo)) {
      lo = mid;
      fLo = fMid;
    } else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The first rate in the scan where the present value changes sign, refined by bisection; null if none. */
function bracketedRoot(points: readonly Point[]): number | null {
  let prev = SCAN[0]!;
  let fPrev = npv(points, prev);
  for (const r of SCAN.slice(1)) {
    const f = npv(points, r);
    if (Number.isFinite(f) && Number.isFinite(fPrev) && Math.sign(f) !== Math.sign(fPrev))
      return bisect(points, prev, r);
    prev = r;
    fPrev = f;
  }
  return null;
}

/**
 * The unannualised return: (money taken out, the closing value included, less money put in) over
 * money put in. Shown for spans under a year, where an annualised rate overstates a short move.
 */
export function periodReturn(flows: readonly DatedFlow[]): Decimal | null {
  const zero = new Decimal(0);
  const putIn = flows.filter((f) => f.amount.lt(0)).reduce((s, f) => s.minus(f.amount), zero);
  const out = flows.filter((f) => f.amount.gt(0)).reduce((s, f) => s.plus(f.amount), zero);
  return putIn.isZero() ? null : out.minus(putIn).div(putIn);
}

/** One flow per day: the rate is the same, and a long ledger's tens of thousands of trades shrink to its days. */
function netByDay(flows: readonly DatedFlow[]): DatedFlow[] {
  const days = new Map<string, Decimal>();
  for (const f of flows) days.set(f.date, (days.get(f.date) ?? new Decimal(0)).plus(f.amount));
  return [...days].map(([date, amount]) => ({ date, amount }));
}

const ratio = (d: Decimal): string => d.toFixed(6, Decimal.ROUND_HALF_UP).replace(/^-(0\.0+)$/, '$1');

/**
 * XIRR on a 365-day basis: Σ Pᵢ/(1+r)^((dᵢ−d₁)/365) = 0. Newton from 0.1 first, as Excel does; when it
 * fails to settle, a scan for a sign change and bisection, so the answer always comes back.
 */
export function xirr(flows: readonly DatedFlow[]): XirrFigure {
  const live = netByDay(flows).filter((f) => !f.amount.isZero());
  if (live.length === 0) return { xirr: null, period_return: null, days: 0, status: 'no-flows' };
  const sorted = [...live].sort((a, b) => a.date.localeCompare(b.date));
  const first = sorted[0]!.date;
  const days = daysBetween(first, sorted.at(-1)!.date);
  const short = days < 365;
  const period = short ? periodReturn(flows) : null;
  const base = { period_return: period ? ratio(period) : null, days };
  if (!sorted.some((f) => f.amount.lt(0)) || !sorted.some((f) => f.amount.gt(0)))
    return { ...base, xirr: null, status: 'not-meaningful', reason: 'The flows never change sign.' };
  const points = sorted.map((f) => ({ years: daysBetween(first, f.date) / 365, amount: f.amount.toNumber() }));
  const r = newton(points) ?? bracketedRoot(points);
  if (r === null || !Number.isFinite(r))
    return { ...base, xirr: null, status: 'not-meaningful', reason: 'No rate of return solves these flows.' };
  return { ...base, xirr: ratio(new Decimal(r)), status: 'ok' };
}
