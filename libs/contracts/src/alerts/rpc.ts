import type { CoversEvery, RpcCall, ServiceCommonRpc } from '../shared/rpc-call.js';
import type { AddWatchlistDto, UpdateWatchlistDto } from './dto.js';
import type {
  ChannelSettingsDto,
  DeliveriesQuery,
  PushEndpointDto,
  PushSubscriptionDto,
  RuleDto,
  RulesQuery,
  VerifyEmailDto,
} from './rule-dto.js';
import type {
  AlertChannel,
  AlertRule,
  ChannelSettingsView,
  FireWithDeliveries,
  InAppFire,
  RuleStatus,
} from './rule-types.js';
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

/** The user's rules, newest first, with how many they hold of each status (for the filters). */
export interface RulesPageReply {
  rules: AlertRule[];
  total: number;
  counts: Record<RuleStatus, number>;
  limit_per_user: number;
  page: number;
  limit: number;
}

/** The delivery log, newest fire first. */
export interface DeliveriesPageReply {
  fires: FireWithDeliveries[];
  total: number;
  page: number;
  limit: number;
}

/** The bell's share of the delivery log: fires sent in-app, newest first, with the unread count. */
export interface InAppFiresPageReply {
  fires: InAppFire[];
  total: number;
  unread: number;
  page: number;
  limit: number;
}

/** PUT /api/alerts/channels answers the settings; a new webhook secret shows here once, never again. */
export interface ChannelSettingsReply {
  channels: ChannelSettingsView;
  webhook_secret?: string;
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
  [S.rulesList]: RpcCall<AlertsRequest & { query: RulesQuery }, RulesPageReply>;
  [S.ruleCreate]: Call<RuleDto, { rule: AlertRule }>;
  [S.ruleUpdate]: Call<RuleDto, { rule: AlertRule }>;
  [S.ruleDelete]: Call<undefined, { id: string }>;
  [S.channelsGet]: Call<undefined, ChannelSettingsReply>;
  [S.channelsPut]: Call<ChannelSettingsDto, ChannelSettingsReply>;
  /** Sends a test alert on one channel through the outbox; answers the fire and its delivery. */
  [S.channelTest]: RpcCall<AlertsRequest & { channel: AlertChannel }, { fire: FireWithDeliveries }>;
  [S.emailVerify]: Call<VerifyEmailDto, ChannelSettingsReply>;
  [S.pushSubscribe]: Call<PushSubscriptionDto, ChannelSettingsReply>;
  [S.pushUnsubscribe]: Call<PushEndpointDto, ChannelSettingsReply>;
  [S.deliveriesList]: RpcCall<AlertsRequest & { query: DeliveriesQuery }, DeliveriesPageReply>;
  [S.firesList]: RpcCall<AlertsRequest & { query: { page?: number; limit?: number } }, InAppFiresPageReply>;
  [S.fireRead]: Call<undefined, { fire: InAppFire }>;
  /** Marks every unread in-app fire read; answers how many were. */
  [S.firesReadAll]: Call<undefined, { marked: number }>;
};

export const ALERTS_RPC_COMPLETE: CoversEvery<AlertsSubject, AlertsRpc> = true;
