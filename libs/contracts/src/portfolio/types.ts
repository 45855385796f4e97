import type { PositionType } from '@app/formatting';

/** A manual position with its live values, as the live portfolio container shows it. */
export interface Position {
  id: string;
  name: string;
  tradingSymbol: string;
  instrumentToken: number;
  exchange: string;
  instrumentType: 'EQ' | 'FUT';
  expiry: string | null;
  buyDate: string | null;
  buyPrice: number;
  quantity: number;
  positionType: PositionType;
  yesterdayClosingPrice: number | null;
  todaysPnL: number;
  amount: number;
  livePrice: number | null;
  hasLivePrice: boolean;
  changePercent: number | null;
  unrealizedProfitLoss: number;
  unrealizedProfitLossPercent: number;
  priceTimestamp: string | null;
  status: 'ACTIVE';
  createdAt: string;
  updatedAt: string;
}

export interface SoldPosition {
  id: string;
  originalPositionId: string | null;
  name: string;
  tradingSymbol: string;
  instrumentToken: number;
  exchange: string;
  instrumentType: 'EQ' | 'FUT';
  positionType: PositionType;
  buyPrice: number;
  sellPrice: number;
  quantity: number;
  commission: number;
  realizedProfitLoss: number;
  realizedProfitLossPercent: number;
  soldAt: string;
  createdAt: string;
}

export interface RebuyEntry {
  id: string;
  buyPrice: number;
  sellPrice: number;
  quantity: number;
  originalPositionId: string | null;
  buyDate: string | null;
  sellDate: string;
  createdAt: string;
  livePrice: number | null;
  hasLivePrice: boolean;
  changePercent: number | null;
  currentGainLoss: number | null;
  currentGainLossPercent: number | null;
}

export interface RebuyGroup {
  instrumentToken: number;
  tradingSymbol: string;
  name: string;
  exchange: string;
  livePrice: number | null;
  hasLivePrice: boolean;
  changePercent: number | null;
  entries: RebuyEntry[];
}

export interface LossCoverPosition {
  id: string;
  name: string;
  tradingsymbol: string;
  instrumentToken: number;
  buyPrice: number;
  quantity: number;
  amount: number;
  currentLossPercent: number;
  netCashLoss: number;
  currentValue: number;
  unrealizedProfitLoss: number;
  livePrice: number;
  changePercent: number | null;
  hasLivePrice: boolean;
  priceTimestamp: string | null;
}

/** Kite's in-between states; the web counts them as pending like OPEN. */
export const PENDING_ORDER_STATUSES = [
  'OPEN',
  'PUT ORDER REQ RECEIVED',
  'VALIDATION PENDING',
  'OPEN PENDING',
  'MODIFY VALIDATION PENDING',
  'MODIFY PENDING',
  'TRIGGER PENDING',
  'CANCEL PENDING',
  'AMO REQ RECEIVED',
] as const;
export type OrderStatus = (typeof PENDING_ORDER_STATUSES)[number] | 'COMPLETE' | 'CANCELLED' | 'REJECTED';

export interface Order {
  order_id: string;
  /** Kite's exchange order id, once the exchange has the order (null for paper orders). */
  exchange_order_id?: string | null;
  variety?: string;
  tradingsymbol: string;
  exchange: string;
  instrument_token: number;
  transaction_type: 'BUY' | 'SELL';
  order_type: 'MARKET' | 'LIMIT' | 'SL' | 'SL-M';
  product: string;
  quantity: number;
  price: number | null;
  status: OrderStatus;
  status_message: string | null;
  average_price: number | null;
  filled_quantity: number;
  order_timestamp: string;
  exchange_timestamp: string | null;
}

export interface Holding {
  tradingsymbol: string;
  exchange: string;
  instrument_token: number;
  quantity: number;
  average_price: number;
  last_price: number | null;
  pnl: number | null;
  day_change: number | null;
  day_change_percentage: number | null;
}
