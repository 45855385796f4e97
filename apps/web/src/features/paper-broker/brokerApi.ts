import type { PlaceOrderReply } from '@app/contracts/portfolio/rpc';
import type { ApiSuccess } from '@app/contracts/shared/envelope';
import { api } from '../../shared/api/apiClient';
import { PATHS } from '../../shared/api/paths';

/** The paper broker's order calls. */
export const brokerApi = {
  placeOrder: async (order: object) => (await api.post<ApiSuccess<PlaceOrderReply>>('/orders/place', { order })).data,
  cancelOrder: (id: string) => api.delete(`${PATHS.orders}/${encodeURIComponent(id)}`),
};
