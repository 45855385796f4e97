import type { Holding, Order, Position, SoldPosition } from '@app/contracts/portfolio/types';
import type { PortfolioSummary } from '@app/formatting';

export type { Holding, Order, Position, SoldPosition };

/** GET /portfolio/manual/positions */
export interface PositionsData {
  positions: Position[];
  summary: PortfolioSummary;
}

/** One day of sales inside a month group (part 2 section 3). */
export interface SoldDateGroup {
  date: string | null;
  dateDisplay: string;
  shortDate: string;
  positions: SoldPosition[];
  totalProfitLoss: number;
  totalPositions: number;
}

export interface SoldMonthGroup {
  monthYear: string;
  monthDisplay: string;
  totalProfitLoss: number;
  totalPositions: number;
  dateGroups: SoldDateGroup[];
}

/** GET /portfolio/sold-positions?groupBy=month */
export interface SoldData {
  soldPositions: SoldPosition[];
  groups?: SoldMonthGroup[];
}

export interface RolloverEntry {
  id: string;
  fromPositionId: string | null;
  toPositionId: string | null;
  fromSymbol: string;
  toSymbol: string;
  toInstrumentToken: number;
  newExpiry: string;
  quantity: number;
  positionType: 'BUY' | 'SELL';
  closePrice: number;
  openPrice: number;
  rolledAt: string;
}

/** GET /funds: Kite's shape; `utilised` is an object of debits in the paper broker. */
export interface FundsData {
  funds: {
    equity: {
      net: number;
      available: { cash: number; live_balance?: number; opening_balance?: number };
      utilised: number | Record<string, number>;
    };
  };
}

export interface PlacedOrder {
  order_id: string;
  status: Order['status'];
  status_message: string | null;
  order: Order;
}
