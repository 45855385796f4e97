import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { SoldPosition } from '@app/contracts/portfolio/types';
import { api } from '../../api/apiClient';
import type { PlacedOrder, Position } from './types';

/** Catalogue paths this module reads; SWR keys are `[path, query JSON]` as in `useApiData`. */
export const PATHS = {
  positions: '/portfolio/manual/positions',
  sold: '/portfolio/sold-positions',
  rollovers: '/portfolio/manual/rollover-history',
  holdings: '/portfolio/holdings',
  funds: '/funds',
  orders: '/orders',
  rebuy: '/rebuy/entries',
  lossCover: '/portfolio/loss-cover/positions',
} as const;

/** After a sale, square-off or rollover the open and sold lists (and the re-buy and loss views) move. */
export const SALE_PATHS = [PATHS.positions, PATHS.sold, PATHS.rollovers, PATHS.rebuy, PATHS.lossCover];

/**
 * A function that reloads every cached answer of the given paths, whatever query it was asked with.
 * It goes through the app's SWR cache (a provider of its own, which the global `mutate` never sees).
 */
export function useRevalidate(): (...paths: string[]) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((...paths: string[]) => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && paths.includes(key[0])), [mutate]);
}

interface Answer<T> {
  data: T;
}

const quiet = { quiet: true } as const;
const pos = (id: string) => `${PATHS.positions}/${encodeURIComponent(id)}`;

/** Bodies of part 3 "Manual portfolio bodies"; every call is quiet because the dialogs show the failure. */
export const portfolioApi = {
  create: async (body: object) => (await api.post<Answer<{ position: Position }>>(PATHS.positions, body, quiet)).data.position,
  update: async (id: string, body: object) => (await api.put<Answer<{ position: Position }>>(pos(id), body, quiet)).data.position,
  remove: (id: string) => api.delete(pos(id), undefined, quiet),
  sell: async (id: string, body: { sellPrice: number; quantity?: number; soldAt?: string }) =>
    (await api.post<Answer<{ soldPosition: SoldPosition }>>(`${pos(id)}/sell`, body, quiet)).data.soldPosition,
  squareOff: async (id: string, body: { price?: number }) => (await api.post<Answer<{ soldPosition: SoldPosition }>>(`${pos(id)}/square-off`, body, quiet)).data.soldPosition,
  rollover: async (id: string, body: object) => (await api.post<Answer<{ soldPosition: SoldPosition; position: Position }>>(`${pos(id)}/rollover`, body, quiet)).data,
  deleteSold: (id: string) => api.delete(`${PATHS.sold}/${encodeURIComponent(id)}`, undefined, quiet),
  bulkDeleteSold: async (soldPositionIds: string[]) => (await api.post<Answer<{ deleted: number }>>(`${PATHS.sold}/bulk-delete`, { soldPositionIds }, quiet)).data.deleted,
  importRows: async (path: string, body: object) => (await api.post<Answer<{ imported: number }>>(path, body, quiet)).data.imported,
  placeOrder: async (order: object) => (await api.post<Answer<PlacedOrder>>('/orders/place', { order }, quiet)).data,
  cancelOrder: (id: string) => api.delete(`${PATHS.orders}/${encodeURIComponent(id)}`, undefined, quiet),
};
