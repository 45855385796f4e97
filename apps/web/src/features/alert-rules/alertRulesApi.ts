import type { ChannelSettingsReply, DeliveriesPageReply, RulesPageReply } from '@app/contracts/alerts/rpc';
import type {
  AlertChannel,
  AlertRule,
  ChannelSettingsView,
  DeliveryStatus,
  RuleKind,
  RuleStatus,
} from '@app/contracts/alerts/rule-types';
import type { ApiSuccess } from '@app/contracts/shared/envelope';
import { api, type Query } from '../../shared/api/apiClient';
import type { RuleBody } from './ruleDraft';

export const RULES_PATH = '/alerts/rules';
export const DELIVERIES_PATH = '/alerts/deliveries';
export const CHANNELS_PATH = '/alerts/channels';
export const RULES_PAGE_SIZE = 50;
export const HISTORY_PAGE_SIZE = 20;

export interface RuleFilters {
  status: RuleStatus | null;
  kind: RuleKind | null;
  instrumentToken: number | null;
  page: number;
}

export interface HistoryFilters {
  status: DeliveryStatus | null;
  channel: AlertChannel | null;
  ruleId: string | null;
  page: number;
}

/** The list's query: only the filters set, so an unfiltered list asks for no filter at all. */
export function rulesQuery(f: RuleFilters): Query {
  return {
    status: f.status ?? undefined,
    kind: f.kind ?? undefined,
    instrument_token: f.instrumentToken ?? undefined,
    page: f.page,
    limit: RULES_PAGE_SIZE,
  };
}

export function deliveriesQuery(f: HistoryFilters): Query {
  return {
    rule_id: f.ruleId ?? undefined,
    status: f.status ?? undefined,
    channel: f.channel ?? undefined,
    page: f.page,
    limit: HISTORY_PAGE_SIZE,
  };
}

const rulePath = (id: string) => `${RULES_PATH}/${encodeURIComponent(id)}`;

export const alertRulesApi = {
  list: async (f: RuleFilters): Promise<RulesPageReply> =>
    (await api.get<ApiSuccess<RulesPageReply>>(RULES_PATH, rulesQuery(f))).data,
  create: async (body: RuleBody): Promise<AlertRule> =>
    (await api.post<ApiSuccess<{ rule: AlertRule }>>(RULES_PATH, body)).data.rule,
  update: async (id: string, body: RuleBody): Promise<AlertRule> =>
    (await api.put<ApiSuccess<{ rule: AlertRule }>>(rulePath(id), body)).data.rule,
  remove: async (id: string): Promise<void> => {
    await api.delete(rulePath(id));
  },
  deliveries: async (f: HistoryFilters): Promise<DeliveriesPageReply> =>
    (await api.get<ApiSuccess<DeliveriesPageReply>>(DELIVERIES_PATH, deliveriesQuery(f))).data,
  channels: async (): Promise<ChannelSettingsView> =>
    (await api.get<ApiSuccess<ChannelSettingsReply>>(CHANNELS_PATH)).data.channels,
};
