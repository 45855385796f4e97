import { percentOf } from '@app/formatting';
import type { SoldPosition } from '@app/contracts';

export interface SoldRow {
  id: string;
  original_position_id: string | null;
  trading_symbol: string;
  instrument_token: string;
  exchange: string;
  name: string;
  instrument_type: 'EQ' | 'FUT';
  position_type: 'BUY' | 'SELL';
  buy_price: string;
  sell_price: string;
  quantity: number;
  commission: string;
  realized_profit_loss: string;
  sold_at: Date;
  created_at: Date;
}

export function toSoldPosition(r: SoldRow): SoldPosition {
  const buyPrice = Number(r.buy_price);
  const realized = Number(r.realized_profit_loss);
  return {
    id: r.id,
    originalPositionId: r.original_position_id,
    name: r.name,
    tradingSymbol: r.trading_symbol,
    instrumentToken: Number(r.instrument_token),
    exchange: r.exchange,
    instrumentType: r.instrument_type,
    positionType: r.position_type,
    buyPrice,
    sellPrice: Number(r.sell_price),
    quantity: r.quantity,
    commission: Number(r.commission),
    realizedProfitLoss: realized,
    realizedProfitLossPercent: percentOf(realized, buyPrice * r.quantity),
    soldAt: r.sold_at.toISOString(),
    createdAt: r.created_at.toISOString(),
  };
}
