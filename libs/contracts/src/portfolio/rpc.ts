import type { PortfolioSummary } from '@app/formatting';
import type { BrokerSource } from '../broker/types.js';
import type { CoversEvery, RpcCall, ServiceCommonRpc } from '../shared/rpc-call.js';
import type {
  BulkPositionsDto,
  BulkRolloverDto,
  BulkRolloverHistoryDto,
  BulkSoldPositionsDto,
  CreatePositionDto,
  IdsDto,
  PlaceOrderDto,
  RolloverDto,
  SellPositionDto,
  SquareOffDto,
  UpdatePositionDto,
} from './dto.js';
import { PORTFOLIO_SUBJECTS as S, type PortfolioRequest, type PortfolioSubject } from './subjects.js';
import type { Holding, LossCoverPosition, Order, Position, RebuyGroup, SoldPosition } from './types.js';

/** `GET /portfolio/manual/positions`: every open position with its live values, and their totals. */
export interface PositionsListReply {
  positions: Position[];
  summary: PortfolioSummary;
}

/** One day of sales inside a month group. */
export interface SoldDateGroup {
  date: string | null;
  dateDisplay: string;
  shortDate: string;
  positions: SoldPosition[];
  totalProfitLoss: number;
  totalPositions: number;
}

/** The sales of one month, newest day first. */
export interface SoldMonthGroup {
  monthYear: string;
  monthDisplay: string;
  totalProfitLoss: number;
  totalPositions: number;
  dateGroups: SoldDateGroup[];
}

/** `GET /portfolio/sold-positions`; `groups` only with `groupBy=month`. */
export interface SoldListReply {
  soldPositions: SoldPosition[];
  groups?: SoldMonthGroup[];
}

/** One futures rollover: the contract closed and the one opened. */
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

/** Kite's funds shape; the paper broker reports its debits as an object under `utilised`. */
export interface Funds {
  equity: {
    enabled?: boolean;
    net: number;
    available: { cash: number; live_balance?: number; opening_balance?: number };
    utilised: number | Record<string, number>;
  };
}

export interface FundsReply {
  funds: Funds;
  /** kite for a connected account in live mode, paper otherwise. */
  source: BrokerSource;
  /** Set when Kite could not be reached and these are the last figures it gave: their time. */
  as_of?: string;
  stale_reason?: string;
}

/** Every broker read says where it came from; a stale one says when it was true and why it is stale. */
export interface SourcedReply {
  source: BrokerSource;
  as_of?: string;
  stale_reason?: string;
}

export interface PlaceOrderReply {
  order_id: string;
  source: BrokerSource;
  status: Order['status'];
  status_message: string | null;
  order: Order;
}

export interface RebuyStats {
  totalGroups: number;
  totalEntries: number;
  /** Entries whose instrument trades above the price it was sold at. */
  opportunities: number;
  totalCurrentGainLoss: number;
}

export interface UserDetails {
  user_id: string;
  user_name?: string;
  user_shortname?: string;
  email?: string;
  broker: string;
  exchanges: string[];
  products: string[];
  order_types: string[];
  available_cash: number;
}

export interface SoldPositionReply {
  soldPosition: SoldPosition;
}
export interface PositionReply {
  position: Position;
}
export interface RolloverReply {
  soldPosition: SoldPosition;
  position: Position;
}
export interface BulkRolloverReply {
  soldPositions: SoldPosition[];
  positions: Position[];
}
export interface IdReply {
  id: string;
}
export interface ImportReply {
  imported: number;
}

type Call<Body, Reply> = RpcCall<PortfolioRequest<Body>, Reply>;
type Query<Q, Reply> = RpcCall<PortfolioRequest & { query: Q }, Reply>;

/** Every request/reply subject of the portfolio service. */
export type PortfolioRpc = ServiceCommonRpc<'portfolio'> & {
  [S.positionsList]: Call<undefined, PositionsListReply>;
  [S.positionCreate]: Call<CreatePositionDto, PositionReply>;
  [S.positionUpdate]: Call<UpdatePositionDto, PositionReply>;
  [S.positionDelete]: Call<undefined, IdReply>;
  [S.positionSell]: Call<SellPositionDto, SoldPositionReply>;
  [S.positionSquareOff]: Call<SquareOffDto, SoldPositionReply>;
  [S.positionRollover]: Call<RolloverDto, RolloverReply>;
  [S.soldList]: Query<{ groupBy?: string }, SoldListReply>;
  [S.soldDelete]: Call<undefined, IdReply>;
  [S.soldBulkDelete]: Call<IdsDto, { deleted: number }>;
  [S.rolloverHistory]: Call<undefined, { rolloverHistory: RolloverEntry[] }>;
  [S.allPositions]: Call<undefined, { positions: Position[]; soldPositions: SoldPosition[] }>;
  [S.lossCover]: Query<
    { minLossPercent?: number; maxLossPercent?: number; search?: string },
    { positions: LossCoverPosition[] }
  >;
  [S.rebuyEntries]: Call<undefined, { entries: RebuyGroup[] }>;
  [S.rebuyStats]: Call<undefined, { stats: RebuyStats }>;
  [S.rebuyDeleteInstrument]: Call<undefined, { deleted: number }>;
  [S.rebuyDeleteEntry]: Call<undefined, IdReply>;
  [S.funds]: Call<undefined, FundsReply>;
  [S.holdings]: Call<undefined, { holdings: Holding[] } & SourcedReply>;
  [S.ordersList]: Call<undefined, { orders: Order[] } & SourcedReply>;
  [S.orderPlace]: Call<PlaceOrderDto, PlaceOrderReply>;
  [S.orderCancel]: Call<undefined, { order: Order; source: BrokerSource }>;
  [S.userDetails]: Call<undefined, { user_details: UserDetails } & SourcedReply>;
  [S.importPositions]: Call<BulkPositionsDto, ImportReply & { positions: Position[] }>;
  [S.importSold]: Call<BulkSoldPositionsDto, ImportReply>;
  [S.importRollovers]: Call<BulkRolloverHistoryDto, ImportReply>;
  [S.bulkRollover]: Call<BulkRolloverDto, BulkRolloverReply>;
};

export const PORTFOLIO_RPC_COMPLETE: CoversEvery<PortfolioSubject, PortfolioRpc> = true;
