import type { HistoryFetcherStatusReply } from '@app/contracts/market/messages';
import { Badge, Card, ErrorState, LoadingState } from '../../shared/ui';
import { errorText } from '../../shared/api/apiError';
import { useApiData } from '../../shared/api/useApiData';
import { formatQuantity } from '../../shared/format/numbers';
import { formatDateTime } from '../../shared/format/dates';
import { relativeTime } from '../../shared/format/relativeTime';

/** The queue and pace move by the second while a chart's history is fetched. */
const REFRESH_MS = 5_000;

/** GET /admin/history-fetcher: Kite's historical fetcher, its queue, its pace against Kite's limit, its last error. */
export function HistoryFetcherCard() {
  const { data, error, isLoading, mutate } = useApiData<HistoryFetcherStatusReply>('/admin/history-fetcher', {
    swr: { refreshInterval: REFRESH_MS },
  });
  return (
    <Card
      title="Historical data"
      subtitle="Where charts and analytics get their candles; with Kite, fetched once, stored and served from storage."
      aria-label="Historical data"
    >
      {isLoading ? (
        <LoadingState text="Loading the historical fetcher..." />
      ) : error || !data ? (
        <ErrorState
          title="Failed to load the historical fetcher"
          message={errorText(error)}
          onRetry={() => void mutate()}
        />
      ) : (
        <dl className="facts">
          <div>
            <dt>Source</dt>
            <dd>{data.enabled ? 'Kite historical API' : 'Simulated history (Kite not configured)'}</dd>
          </div>
          <div>
            <dt>Queue</dt>
            <dd className="num facts__big" data-testid="history-queue">
              {formatQuantity(data.queued)}
            </dd>
          </div>
          <div>
            <dt>Requests, last minute</dt>
            <dd className="num" data-testid="history-rate">
              {formatQuantity(data.requests_last_minute)} · {data.rate_per_second.toFixed(2)}/s of{' '}
              {data.rate_limit_per_second}/s
            </dd>
          </div>
          <div>
            <dt>Quote requests, last minute</dt>
            <dd className="num">{formatQuantity(data.quote_requests_last_minute)}</dd>
          </div>
          <div>
            <dt>Last request</dt>
            <dd title={formatDateTime(data.last_request_at)}>
              {data.last_request_at ? relativeTime(data.last_request_at) : 'None yet'}
            </dd>
          </div>
          <div>
            <dt>Last error</dt>
            <dd>
              {data.last_error ? (
                <span title={formatDateTime(data.last_error.at)}>
                  <Badge tone="danger" dot>
                    {relativeTime(data.last_error.at)}
                  </Badge>{' '}
                  {data.last_error.message}
                </span>
              ) : (
                <Badge tone="success" dot>
                  None
                </Badge>
              )}
            </dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
