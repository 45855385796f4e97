import { realizedPnl, saleCommission } from '@app/formatting';
import type { Position } from '@app/contracts/portfolio/types';
import type { PortfolioVariables } from '@app/contracts/settings/types';
import { dayToInstant } from '../../shared/format/dates';
import { errorsOf, readDay, readPrice, readQuantity } from '../../shared/forms/read';

export interface SaleValues {
  sellPrice: string;
  quantity: string;
  /** yyyy-mm-dd; today means "now". */
  soldOn: string;
}

/** The user's commission percent for this position: futures or stock. */
export function commissionPctOf(
  p: Pick<Position, 'instrumentType'>,
  pv: Pick<PortfolioVariables, 'stock_commission_pct' | 'future_commission_pct'>,
): number {
  return p.instrumentType === 'FUT' ? pv.future_commission_pct : pv.stock_commission_pct;
}

/** Body of POST .../positions/{id}/sell, or the field errors. */
export function saleBody(
  v: SaleValues,
  held: number,
  today: string,
): { body: { sellPrice: number; quantity: number; soldAt?: string } | null; errors: Record<string, string> } {
  const sellPrice = readPrice(v.sellPrice, 'Sell price');
  const quantity = readQuantity(v.quantity);
  const soldOn = readDay(v.soldOn, 'Sale date');
  const errors = errorsOf({ sellPrice, quantity, soldOn });
  if (quantity.value !== undefined && quantity.value > held) errors.quantity = `You hold ${held}; sell at most that`;
  if (soldOn.value && soldOn.value > today) errors.soldOn = 'Sale date cannot be in the future';
  if (Object.keys(errors).length > 0) return { body: null, errors };
  const body: { sellPrice: number; quantity: number; soldAt?: string } = {
    sellPrice: sellPrice.value!,
    quantity: quantity.value!,
  };
  if (soldOn.value && soldOn.value !== today) body.soldAt = dayToInstant(soldOn.value);
  return { body, errors };
}

export interface SalePreview {
  commission: number;
  /** Before commission. */
  gross: number;
  /** What the server will record as realised P&L. */
  net: number;
}

/** The sale's figures as the server will compute them, while the form is being filled; null if incomplete. */
export function salePreview(
  p: Pick<Position, 'buyPrice' | 'positionType'>,
  v: Pick<SaleValues, 'sellPrice' | 'quantity'>,
  pct: number,
): SalePreview | null {
  const price = readPrice(v.sellPrice, 'x').value;
  const qty = readQuantity(v.quantity).value;
  if (price === undefined || qty === undefined) return null;
  const commission = saleCommission(p.buyPrice, price, qty, pct);
  return {
    commission,
    gross: realizedPnl(p.positionType, p.buyPrice, price, qty, 0),
    net: realizedPnl(p.positionType, p.buyPrice, price, qty, commission),
  };
}
