import type { BrokerConnectReply, BrokerMode, BrokerStatus } from '@app/contracts/broker/types';
import type { ApiSuccess } from '@app/contracts/shared/envelope';
import { api } from '../../shared/api/apiClient';
import { PATHS } from '../../shared/api/paths';

/** The broker connection's calls: status, connecting at Kite, disconnecting and the paper/live mode. */
export const BROKER_STATUS_PATH = '/broker/status';
/** Every answer that depends on where the account's data comes from. */
export const BROKER_DATA_PATHS = [PATHS.funds, PATHS.holdings, PATHS.orders, PATHS.brokerPositions];

export const brokerApi = {
  connect: async () => (await api.post<ApiSuccess<BrokerConnectReply>>('/broker/kite/connect', {})).data,
  disconnect: async () => (await api.delete<ApiSuccess<{ broker: BrokerStatus }>>('/broker/kite')).data.broker,
  setMode: async (mode: BrokerMode) =>
    (await api.put<ApiSuccess<{ broker: BrokerStatus }>>('/broker/mode', { mode })).data.broker,
};
