import type { ChannelSettingsReply } from '@app/contracts/alerts/rpc';
import type { AlertChannel, FireWithDeliveries } from '@app/contracts/alerts/rule-types';
import type { ApiSuccess } from '@app/contracts/shared/envelope';
import { api } from '../../shared/api/apiClient';
import type { ChannelSettingsPatch } from './channelPayloads';

export const CHANNELS_PATH = '/alerts/channels';

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The signed-in user's alert channels: read, change, test, verify and this browser's push subscription. */
export const channelsApi = {
  get: async () => (await api.get<ApiSuccess<ChannelSettingsReply>>(CHANNELS_PATH)).data,
  put: async (body: ChannelSettingsPatch) =>
    (await api.put<ApiSuccess<ChannelSettingsReply>>(CHANNELS_PATH, body)).data,
  test: async (channel: AlertChannel) =>
    (await api.post<ApiSuccess<{ fire: FireWithDeliveries }>>(`${CHANNELS_PATH}/${channel}/test`, {})).data,
  verifyEmail: async (code: string) =>
    (await api.post<ApiSuccess<ChannelSettingsReply>>(`${CHANNELS_PATH}/email/verify`, { code })).data,
  subscribePush: async (subscription: PushSubscriptionBody) =>
    (await api.post<ApiSuccess<ChannelSettingsReply>>(`${CHANNELS_PATH}/web_push/subscriptions`, subscription)).data,
  unsubscribePush: async (endpoint: string) =>
    (await api.delete<ApiSuccess<ChannelSettingsReply>>(`${CHANNELS_PATH}/web_push/subscriptions`, { endpoint })).data,
};
