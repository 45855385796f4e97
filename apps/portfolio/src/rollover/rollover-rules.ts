import type { PositionType } from '@app/formatting';
import type { NewPosition } from '../positions/position.js';
import { wholeSale, type PlannedSale } from '../sales/sale-rules.js';

/** Where a futures position rolls to, and at what prices the old leg closes and the new one opens. */
export interface RolloverInstruction {
  newTradingSymbol: string;
  newInstrumentToken: number;
  newExpiry: string;
  closePrice: number;
  openPrice: number;
}

/** What a rollover needs of the position it rolls. */
export interface RollablePosition {
  id: string;
  tradingSymbol: string;
  exchange: string;
  name: string;
  instrumentType: string;
  buyPrice: number;
  quantity: number;
  positionType: PositionType;
}

/** What the rollover history keeps of one rollover. */
export interface RolloverRecord {
  fromSymbol: string;
  toSymbol: string;
  toInstrumentToken: number;
  newExpiry: string;
  quantity: number;
  positionType: string;
  closePrice: number;
  openPrice: number;
}

/** One rollover: the position closed whole at the close price, the one opened, and the history entry. */
export interface RolloverPlan<P extends RollablePosition = RollablePosition> {
  from: P;
  close: PlannedSale;
  open: NewPosition;
  history: RolloverRecord;
}

/** Why a rollover request cannot happen: a position that is not (or no longer) there, or not a future. */
export interface RolloverRefusal {
  refused: 'not-found' | 'not-futures';
}

/** Only futures positions roll over. */
export function canRollOver(p: { instrumentType: string }): boolean {
  return p.instrumentType === 'FUT';
}

/**
 * Rolling a futures position over: it is sold whole at the close price (commission at the futures
 * rate, realised P&L as for any sale), and the same quantity, side, exchange and name open in the new
 * contract at the open price, bought `today`, with no previous close yet.
 */
export function planRollover<P extends RollablePosition>(
  p: P,
  to: RolloverInstruction,
  commissionPct: number,
  today: string,
): RolloverPlan<P> {
  return {
    from: p,
    close: wholeSale(p, to.closePrice, commissionPct),
    open: {
      tradingSymbol: to.newTradingSymbol,
      instrumentToken: to.newInstrumentToken,
      exchange: p.exchange,
      name: p.name,
      instrumentType: 'FUT',
      expiry: to.newExpiry,
      buyDate: today,
      buyPrice: to.openPrice,
      quantity: p.quantity,
      positionType: p.positionType,
      yesterdayClosingPrice: null,
    },
    history: {
      fromSymbol: p.tradingSymbol,
      toSymbol: to.newTradingSymbol,
      toInstrumentToken: to.newInstrumentToken,
      newExpiry: to.newExpiry,
      quantity: p.quantity,
      positionType: p.positionType,
      closePrice: to.closePrice,
      openPrice: to.openPrice,
    },
  };
}

/**
 * Several rollovers that happen together or not at all, checked in the order given: the first item
 * whose position is missing fails the lot as not found, the first that is not a future as such. A
 * position rolls once: its whole quantity closes, so naming it again finds nothing left.
 */
export function planRollovers<P extends RollablePosition>(
  items: readonly (RolloverInstruction & { positionId: string })[],
  positions: ReadonlyMap<string, P>,
  commissionPct: number,
  today: string,
): RolloverPlan<P>[] | RolloverRefusal {
  const plans: RolloverPlan<P>[] = [];
  const rolled = new Set<string>();
  for (const item of items) {
    const p = positions.get(item.positionId);
    if (!p || rolled.has(p.id)) return { refused: 'not-found' };
    if (!canRollOver(p)) return { refused: 'not-futures' };
    rolled.add(p.id);
    plans.push(planRollover(p, item, commissionPct, today));
  }
  return plans;
}
