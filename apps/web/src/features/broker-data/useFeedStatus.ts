import type { StreamingStatusEvent } from '@app/contracts/live/socket-events';
import type { ApiSuccess } from '@app/contracts/shared/envelope';
import type { FeedStatus } from '@app/contracts/market/types';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../shared/api/apiClient';
import { errorText } from '../../shared/api/apiError';
import { useLiveConnection } from '../../shared/live/useLiveConnection';
import { feedStatusOf } from './brokerRules';

/**
 * The socket's state and the market feed's status. The feed status is pushed only when it changes, so
 * the page also asks for it: POST /websocket/start answers it (the app sends that call at every sign-in;
 * it only resumes this user's own stream, so asking again changes nothing).
 */
export function useFeedStatus() {
  const live = useLiveConnection();
  const [fetched, setFetched] = useState<FeedStatus | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const check = useCallback(async () => {
    setChecking(true);
    try {
      const answer = await api.post<ApiSuccess<Pick<StreamingStatusEvent, 'streaming' | 'feed'>>>(
        '/websocket/start',
        {},
      );
      setFetched(feedStatusOf(answer.data));
      setError(null);
    } catch (e) {
      setError(errorText(e, 'Failed to read the feed status'));
    } finally {
      setChecking(false);
    }
  }, []);

  useEffect(() => {
    void check();
  }, [check]);

  return { live, feed: feedStatusOf(live.feed) ?? fetched, checking, error, check };
}
