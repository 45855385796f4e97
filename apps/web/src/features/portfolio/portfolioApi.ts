import type { ApiSuccess } from '@app/contracts/shared/envelope';
import type { Position, SoldPosition } from '@app/contracts/portfolio/types';
import { api } from '../../shared/api/apiClient';
import { PATHS } from '../../shared/api/paths';

const pos = (id: string) => `${PATHS.positions}/${encodeURIComponent(id)}`;

/** The manual position calls. */
export const portfolioApi = {
  create: async (body: object) =>
    (await api.post<ApiSuccess<{ position: Position }>>(PATHS.positions, body)).data.position,
  update: async (id: string, body: object) =>
    (await api.put<ApiSuccess<{ position: Position }>>(pos(id), body)).data.position,
  remove: (id: string) => api.delete(pos(id)),
  sell: async (id: string, body: { sellPrice: number; quantity?: number; soldAt?: string }) =>
    (await api.post<ApiSuccess<{ soldPosition: SoldPosition }>>(`${pos(id)}/sell`, body)).data.soldPosition,
  squareOff: async (id: string, body: { price?: number }) =>
    (await api.post<ApiSuccess<{ soldPosition: SoldPosition }>>(`${pos(id)}/square-off`, body)).data.soldPosition,
  rollover: async (id: string, body: object) =>
    (await api.post<ApiSuccess<{ soldPosition: SoldPosition; position: Position }>>(`${pos(id)}/rollover`, body)).data,
};
