import { Decimal } from 'decimal.js';
import type { CarriedLoss, LossKind, SetOffStep } from '@app/contracts';
import { fyLabel } from './indian-financial-year.js';
import { CARRY_FORWARD_YEARS } from './tax-rules.js';
import type { RateBucket, YearFigures } from './year-figures.js';

type Target = SetOffStep['against'];

/** What is left of a year's income per kind once losses have been set off. */
export type Remaining = Record<RateBucket | 'speculative' | 'non_speculative', Decimal>;

export interface SetOffResult {
  remaining: Remaining;
  steps: SetOffStep[];
  /** Losses left at the year's end (carried in and not used or expired, and this year's unabsorbed). */
  carriedOut: CarriedLoss[];
}

/** A loss carried with decimals, formatted only when answered. */
export interface OpenLoss {
  kind: LossKind;
  amount: Decimal;
  fromFy: number;
}

/*
 * Orders, each the one that leaves the least tax when rates differ:
 * - capital losses go to the higher-rate gain first: STCG 20% then 15%, then LTCG 12.5% then 10%;
 * - a short-term loss takes short-term gains before long-term ones (s.70(2)), a long-term loss only
 *   long-term gains (s.70(3));
 * - a speculative loss only speculative profit (s.73(1));
 * - a non-speculative loss first speculative profit (same head, s.70(1)), then capital gains (s.71);
 *   a carried one only business profit, non-speculative first (s.72(1));
 * - this year's losses before carried ones (s.70 and s.71 precede s.72-74), carried ones oldest first
 *   (the first to expire), and of one year long-term before short-term (the long-term loss can only
 *   use long-term gains, so it goes before the short-term loss takes them);
 * - a carried loss past its last year is dropped.
 */
const CURRENT_TARGETS: Record<LossKind, Target[]> = {
  short_term_capital: ['stcg_20', 'stcg_15', 'ltcg_12_5', 'ltcg_10'],
  long_term_capital: ['ltcg_12_5', 'ltcg_10'],
  speculative: [],
  non_speculative: ['speculative', 'stcg_20', 'stcg_15', 'ltcg_12_5', 'ltcg_10'],
};
const CARRIED_TARGETS: Record<LossKind, Target[]> = {
  short_term_capital: ['stcg_20', 'stcg_15', 'ltcg_12_5', 'ltcg_10'],
  long_term_capital: ['ltcg_12_5', 'ltcg_10'],
  speculative: ['speculative'],
  non_speculative: ['non_speculative', 'speculative'],
};
const KIND_ORDER: LossKind[] = ['long_term_capital', 'short_term_capital', 'speculative', 'non_speculative'];

const ZERO = new Decimal(0);

export const expiresFy = (l: Pick<OpenLoss, 'kind' | 'fromFy'>): number => l.fromFy + CARRY_FORWARD_YEARS[l.kind];

/** Takes a loss off the targets in order, recording each step; answers what is left of the loss. */
function apply(
  loss: Decimal,
  kind: LossKind,
  lossFy: number,
  targets: Target[],
  remaining: Remaining,
  steps: SetOffStep[],
): Decimal {
  let left = loss;
  for (const t of targets) {
    if (left.isZero()) break;
    const taken = Decimal.min(left, remaining[t]);
    if (taken.lte(0)) continue;
    remaining[t] = remaining[t].minus(taken);
    left = left.minus(taken);
    steps.push({ loss: kind, loss_fy: fyLabel(lossFy), against: t, amount: taken.toFixed(2) });
  }
  return left;
}

/** One year's set-off: its own losses first, then the losses carried in; answers what is carried out. */
export function setOffYear(
  fy: number,
  y: YearFigures,
  carriedIn: readonly OpenLoss[],
): SetOffResult & { open: OpenLoss[] } {
  const remaining: Remaining = {
    ...y.gains,
    speculative: Decimal.max(y.speculative, ZERO),
    non_speculative: Decimal.max(y.nonSpeculative, ZERO),
  };
  const steps: SetOffStep[] = [];
  const own: OpenLoss[] = [];
  const current: Array<[LossKind, Decimal]> = [
    ['short_term_capital', y.shortTermLoss],
    ['long_term_capital', y.longTermLoss],
    ['speculative', Decimal.max(y.speculative.neg(), ZERO)],
    ['non_speculative', Decimal.max(y.nonSpeculative.neg(), ZERO)],
  ];
  for (const [kind, amount] of current) {
    if (amount.lte(0)) continue;
    const left = apply(amount, kind, fy, CURRENT_TARGETS[kind], remaining, steps);
    if (left.gt(0)) own.push({ kind, amount: left, fromFy: fy });
  }
  const carried = carriedIn
    .filter((l) => expiresFy(l) >= fy && l.amount.gt(0))
    .sort((a, b) => a.fromFy - b.fromFy || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  const still: OpenLoss[] = [];
  for (const l of carried) {
    const left = apply(l.amount, l.kind, l.fromFy, CARRIED_TARGETS[l.kind], remaining, steps);
    if (left.gt(0)) still.push({ ...l, amount: left });
  }
  const open = [...still, ...own];
  return { remaining, steps, open, carriedOut: open.map(toCarried) };
}

export const toCarried = (l: OpenLoss): CarriedLoss => ({
  kind: l.kind,
  amount: l.amount.toFixed(2),
  from_fy: fyLabel(l.fromFy),
  expires_fy: fyLabel(expiresFy(l)),
});

/** Runs the set-off year by year from the first year with exits up to `fy`; answers that year's result. */
export function setOffThrough(years: ReadonlyMap<number, YearFigures>, fy: number, empty: () => YearFigures) {
  const first = Math.min(fy, ...years.keys());
  let open: OpenLoss[] = [];
  let result: (SetOffResult & { open: OpenLoss[] }) | null = null;
  for (let y = first; y <= fy; y++) {
    result = setOffYear(y, years.get(y) ?? empty(), open);
    open = result.open;
  }
  return result!;
}

/** The losses still open at the start of `fy`, from the years before it. */
export function carriedInto(years: ReadonlyMap<number, YearFigures>, fy: number, empty: () => YearFigures): OpenLoss[] {
  const earlier = [...years.keys()].filter((y) => y < fy);
  return earlier.length === 0 ? [] : setOffThrough(years, fy - 1, empty).open;
}
