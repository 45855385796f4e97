import { realizedPnl, saleCommission, type PositionType } from '@app/formatting';

/** What a sale needs to know of the position it sells from. */
export interface HeldPosition {
  buyPrice: number;
  quantity: number;
  positionType: PositionType;
}

/** The money of one sale: commission on both legs, and the realised P&L net of it. */
export interface SaleFigures {
  commission: number;
  realizedProfitLoss: number;
}

/** A sale the position allows: how many go, what they earn, and what stays open. */
export interface PlannedSale extends SaleFigures {
  quantity: number;
  remainingQuantity: number;
  /** Only a BUY position leaves a re-buy entry: closing a short is no chance to buy back. */
  leavesRebuyEntry: boolean;
}

/** Why a sale cannot happen, as the caller reads it on the quantity field. */
export interface SaleRefusal {
  refused: string;
}

/** The user's commission percentages, as their portfolio variables hold them. */
export interface CommissionRates {
  stock_commission_pct: number;
  future_commission_pct: number;
}

/** Futures pay the futures commission; everything else pays the stock commission. */
export function commissionPctFor(instrumentType: string, rates: CommissionRates): number {
  return instrumentType === 'FUT' ? rates.future_commission_pct : rates.stock_commission_pct;
}

/**
 * Commission and realised P&L of selling `quantity` at `sellPrice`. A commission given (an imported
 * sale stating what the broker charged) replaces the computed one, even when it is 0.
 */
export function saleFigures(
  positionType: PositionType,
  buyPrice: number,
  sellPrice: number,
  quantity: number,
  commissionPct: number,
  givenCommission?: number,
): SaleFigures {
  const commission = givenCommission ?? saleCommission(buyPrice, sellPrice, quantity, commissionPct);
  return { commission, realizedProfitLoss: realizedPnl(positionType, buyPrice, sellPrice, quantity, commission) };
}

function saleOf(held: HeldPosition, sellPrice: number, quantity: number, commissionPct: number): PlannedSale {
  return {
    quantity,
    ...saleFigures(held.positionType, held.buyPrice, sellPrice, quantity, commissionPct),
    remainingQuantity: held.quantity - quantity,
    leavesRebuyEntry: held.positionType === 'BUY',
  };
}

/**
 * Selling `quantity` (the whole position when omitted) at `sellPrice`: a position may not be sold for
 * more than it holds, and what is left stays open at the same buy price.
 */
export function planSale(
  held: HeldPosition,
  sellPrice: number,
  quantity: number | undefined,
  commissionPct: number,
): PlannedSale | SaleRefusal {
  const sold = quantity ?? held.quantity;
  if (sold > held.quantity) return { refused: `quantity must not exceed the position's ${held.quantity}` };
  return saleOf(held, sellPrice, sold, commissionPct);
}

/** Closing the whole position at `sellPrice`, as a square-off or the closing leg of a rollover does. */
export function wholeSale(held: HeldPosition, sellPrice: number, commissionPct: number): PlannedSale {
  return saleOf(held, sellPrice, held.quantity, commissionPct);
}

/** A square-off sells at the price given, else at the live price; with neither there is no sale. */
export function squareOffPrice(given: number | undefined, live: number | undefined): number | undefined {
  return given ?? live;
}
