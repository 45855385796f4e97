import type { CoversEvery, RpcCall, ServiceCommonRpc } from '../shared/rpc-call.js';
import type { AddWatchlistDto, UpdateWatchlistDto } from './dto.js';
import {
  ALERTS_SUBJECTS as S,
  type AlertsRequest,
  type AlertsSubject,
  type StoredAlert,
  type WatchlistEntry,
} from './subjects.js';

export interface WatchlistListReply {
  entries: WatchlistEntry[];
}

/** One page of the user's stored alerts, newest first, with the totals the bell shows. */
export interface AlertsPageReply {
  alerts: StoredAlert[];
  total: number;
  unread: number;
  page: number;
  limit: number;
}

type Call<Body, Reply> = RpcCall<AlertsRequest<Body>, Reply>;

/** Every request/reply subject of the alerts service. */
export type AlertsRpc = ServiceCommonRpc<'alerts'> & {
  [S.watchlistList]: Call<undefined, WatchlistListReply>;
  [S.watchlistAdd]: Call<AddWatchlistDto, { id: string; entry: WatchlistEntry }>;
  [S.watchlistUpdate]: Call<UpdateWatchlistDto, { entry: WatchlistEntry }>;
  [S.watchlistDelete]: Call<undefined, { id: string }>;
  [S.alertsList]: RpcCall<AlertsRequest & { query: { page?: number; limit?: number } }, AlertsPageReply>;
  [S.alertRead]: Call<undefined, { alert: StoredAlert }>;
};

export const ALERTS_RPC_COMPLETE: CoversEvery<AlertsSubject, AlertsRpc> = true;
