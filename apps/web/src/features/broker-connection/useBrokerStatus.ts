import type { BrokerStatus } from '@app/contracts/broker/types';
import { useCallback } from 'react';
import { useApiData } from '../../shared/api/useApiData';
import { BROKER_STATUS_PATH } from './brokerApi';

/**
 * The signed-in user's Zerodha connection (GET /broker/status), shared through the SWR cache by the
 * Settings card, the role line and every source badge. `enabled` false skips the call.
 */
export function useBrokerStatus(enabled = true) {
  const query = useApiData<{ broker: BrokerStatus }>(enabled ? BROKER_STATUS_PATH : null, {
    // A connection changes rarely: on a login at Kite, a disconnect, or at 06:00 IST.
    swr: { dedupingInterval: 30_000, shouldRetryOnError: false },
  });
  const { mutate } = query;
  const replace = useCallback((broker: BrokerStatus) => void mutate({ broker }, { revalidate: false }), [mutate]);
  return {
    status: query.data?.broker,
    error: query.error as Error | undefined,
    loading: !query.data && !query.error,
    reload: useCallback(() => mutate(), [mutate]),
    replace,
  };
}
