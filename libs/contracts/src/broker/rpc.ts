import type { CoversEvery, EmptyRequest, RpcCall } from '../shared/rpc-call.js';
import type { SourcedReply } from '../portfolio/rpc.js';
import type { PortfolioRequest } from '../portfolio/subjects.js';
import type { Order } from '../portfolio/types.js';
import type { BrokerModeDto, FeedAccountDto, KiteCallbackQueryDto, ModifyOrderDto } from './dto.js';
import { BROKER_SUBJECTS as S, type BrokerSubject } from './subjects.js';
import type {
  BrokerCallbackReply,
  BrokerConnectionSummary,
  BrokerConnectReply,
  BrokerPosition,
  BrokerSource,
  BrokerStatus,
  BrokerTrade,
  FeedSession,
} from './types.js';

type Call<Body, Reply> = RpcCall<PortfolioRequest<Body>, Reply>;

/**
 * Every broker-connection subject. `callback` carries the caller's session id too, because a login
 * state is bound to the session that asked for it.
 */
export type BrokerRpc = {
  [S.connect]: RpcCall<PortfolioRequest & { sessionId: string }, BrokerConnectReply>;
  [S.callback]: RpcCall<PortfolioRequest<KiteCallbackQueryDto> & { sessionId: string }, BrokerCallbackReply>;
  [S.status]: Call<undefined, { broker: BrokerStatus }>;
  /** `warning`: Kite did not confirm the logout; the token is forgotten here all the same. */
  [S.disconnect]: Call<undefined, { broker: BrokerStatus; warning?: string }>;
  [S.setMode]: Call<BrokerModeDto, { broker: BrokerStatus }>;
  [S.connections]: Call<undefined, { connections: BrokerConnectionSummary[] }>;
  [S.setFeedAccount]: Call<FeedAccountDto, { connections: BrokerConnectionSummary[] }>;
  [S.feedSession]: RpcCall<EmptyRequest, { session: FeedSession | null }>;
  [S.positions]: Call<undefined, { net: BrokerPosition[]; day: BrokerPosition[] } & SourcedReply>;
  [S.trades]: Call<undefined, { trades: BrokerTrade[] } & SourcedReply>;
  [S.orderModify]: Call<ModifyOrderDto, { order: Order; source: BrokerSource }>;
};

export const BROKER_RPC_COMPLETE: CoversEvery<BrokerSubject, BrokerRpc> = true;
