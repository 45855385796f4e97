import { Decimal } from 'decimal.js';
import type { LotAction, WorkingLot } from './lot-types.js';

/** The factor a split or bonus scales holdings by: split FV 10 -> 5 is 2/1, bonus 3:1 is 4/1. */
export function actionFactor(a: Pick<LotAction, 'numerator' | 'denominator'>): Decimal {
  return new Decimal(a.numerator).div(a.denominator);
}

/**
 * Whether an action touches a lot: bought before its ex-date, or a bonus lot allotted by another action
 * of the same ex-date, so that a bonus and a split on one day compose to the product of their factors.
 */
function heldBefore(lot: WorkingLot, exDate: string): boolean {
  if (lot.open.isZero()) return false;
  return lot.buyDate < exDate || (lot.source === 'bonus' && lot.buyDate === exDate);
}

/**
 * A split on lots bought before its ex-date: quantity × f, price ÷ f, the buy date and the total cost
 * kept (a split share inherits its original's cost and holding period). Disposals already made stay in
 * the units of their day.
 */
export function applySplit(lots: readonly WorkingLot[], action: LotAction): void {
  const f = actionFactor(action);
  for (const lot of lots) {
    if (!heldBefore(lot, action.exDate)) continue;
    lot.quantity = lot.quantity.times(f);
    lot.open = lot.open.times(f);
    lot.costPerShare = lot.costPerShare.div(f);
    lot.adjustedCostPerShare = lot.adjustedCostPerShare.div(f);
  }
}

/**
 * A bonus on lots bought before its ex-date. Tax view: each lot keeps its shares and cost, and a new
 * lot of open × (f − 1) shares at zero cost is dated at the allotment (the ex-date here), since bonus
 * shares have nil cost and are held from allotment. Performance view: the original and its bonus lot
 * both carry the split-style average, the original's ÷ f, so the holding shows no false loss.
 */
export function applyBonus(lots: WorkingLot[], action: LotAction): void {
  const f = actionFactor(action);
  const before = lots.filter((l) => heldBefore(l, action.exDate));
  for (const lot of before) {
    const adjusted = lot.adjustedCostPerShare.div(f);
    lot.adjustedCostPerShare = adjusted;
    const extra = lot.open.times(f.minus(1));
    lots.push({
      ...lot,
      id: `${lot.id}:bonus:${action.id}`,
      buyDate: action.exDate,
      quantity: extra,
      open: extra,
      costPerShare: new Decimal(0),
      adjustedCostPerShare: adjusted,
      charges: null,
      source: 'bonus',
      disposals: [],
    });
  }
}

/** Applies one action to a key's lots (those bought before its ex-date). */
export function applyLotAction(lots: WorkingLot[], action: LotAction): void {
  if (action.kind === 'split') applySplit(lots, action);
  else applyBonus(lots, action);
}
