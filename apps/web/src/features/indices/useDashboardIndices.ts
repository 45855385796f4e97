import type { ApiSuccess } from '@app/contracts/shared/envelope';
import { useCallback } from 'react';
import useSWR from 'swr';
import type {
  AvailableIndex,
  DashboardIndex,
  IndexSide,
  IndicesAvailableReply,
  IndicesReply,
} from '@app/contracts/market/messages';
import { api } from '../../shared/api/apiClient';
import { createLocalStore } from '../../shared/storage/localStore';
import { diffPicks, type IndexPicks } from './indexPicks';

type SideAnswer = ApiSuccess<IndicesReply>;

/** The last known selection, so the header shows the user's tiles before the server answers. */
export const indexPicksCache = createLocalStore<{ left: DashboardIndex[]; right: DashboardIndex[] } | null>(
  'dashboardIndexPicks',
  null,
  (raw) => {
    const r = raw as { left?: unknown; right?: unknown } | null;
    return r && Array.isArray(r.left) && Array.isArray(r.right)
      ? (r as { left: DashboardIndex[]; right: DashboardIndex[] })
      : null;
  },
);

const sideKey = (side: IndexSide) => `/dashboard/indices/side/${side}`;

/** The user's header indices per side (server-stored, cached locally) and the ones on offer. */
export function useDashboardIndices() {
  const cached = indexPicksCache.use();
  const left = useSWR<SideAnswer>(sideKey('left'), {
    revalidateOnFocus: false,
    onSuccess: (d) => indexPicksCache.set((c) => ({ left: d.data.indices, right: c?.right ?? [] })),
  });
  const right = useSWR<SideAnswer>(sideKey('right'), {
    revalidateOnFocus: false,
    onSuccess: (d) => indexPicksCache.set((c) => ({ left: c?.left ?? [], right: d.data.indices })),
  });
  const leftIndices = left.data?.data.indices ?? cached?.left ?? [];
  const rightIndices = right.data?.data.indices ?? cached?.right ?? [];

  /** Sends the difference to the server, then reloads both sides. */
  const save = useCallback(
    async (from: IndexPicks, to: IndexPicks, available: readonly AvailableIndex[]) => {
      const changes = diffPicks(from, to);
      try {
        for (const token of changes.remove) await api.delete(`/dashboard/indices/${token}`);
        for (const { token, side } of changes.add) {
          const info = available.find((a) => a.instrument_token === token);
          await api.post('/dashboard/indices', {
            instrument_token: token,
            tradingsymbol: info?.symbol,
            name: info?.name,
            side,
          });
        }
      } finally {
        await Promise.all([left.mutate(), right.mutate()]);
      }
    },
    [left, right],
  );

  return {
    left: leftIndices,
    right: rightIndices,
    loading: !left.data && !right.data && !cached,
    ready: Boolean(left.data && right.data),
    save,
  };
}

export function useAvailableIndices(enabled: boolean) {
  const { data, error, isLoading } = useSWR<ApiSuccess<IndicesAvailableReply>>(
    enabled ? '/dashboard/available-indices' : null,
    { revalidateOnFocus: false },
  );
  return { indices: data?.data.indices ?? [], error, isLoading };
}
