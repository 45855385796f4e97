import type { ApiSuccess } from '@app/contracts/shared/envelope';
import type { InstrumentsReloadProgress, InstrumentsStatusReply } from '@app/contracts/market/messages';
import { Database, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Badge, Button, Card, ErrorState, LoadingState } from '../../shared/ui';
import { api } from '../../shared/api/apiClient';
import { errorText } from '../../shared/api/apiError';
import { useApiData } from '../../shared/api/useApiData';
import { formatQuantity } from '../../shared/format/numbers';
import { formatDateTime } from '../../shared/format/dates';
import { relativeTime } from '../../shared/format/relativeTime';
import { countEntries } from './brokerRules';
import { toastFailure } from '../../shared/api/errorToast';
import { masterSourceText, RELOAD_POLL_MS, reloadProgressView } from './instrumentMaster';
import './instrumentMaster.css';

type Source = '' | 'bundled' | 'kite';
const SOURCE_LABEL = { bundled: 'bundled snapshot', kite: 'Kite instrument dump' } as const;

/** The bar of a reload under way: indeterminate while Kite's dump downloads, then rows stored of rows. */
function ReloadProgressBar({ progress }: { progress: InstrumentsReloadProgress | null }) {
  const view = progress ? reloadProgressView(progress) : { label: 'Starting the reload...', percent: null };
  return (
    <div className="reload-progress" data-testid="instruments-reload-progress">
      <div
        className={`reload-progress__track${view.percent === null ? ' reload-progress__track--busy' : ''}`}
        role="progressbar"
        aria-label="Instrument master reload"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={view.percent ?? undefined}
        aria-valuetext={view.label}
      >
        <span style={{ width: view.percent === null ? undefined : `${view.percent}%` }} />
      </div>
      <p className="reload-progress__label muted">{view.label}</p>
    </div>
  );
}

function Counts({ title, counts, total }: { title: string; counts: Record<string, number>; total: number }) {
  const entries = countEntries(counts);
  return (
    <div className="counts">
      <h3 className="counts__title">{title}</h3>
      {entries.length === 0 ? (
        <p className="muted">None</p>
      ) : (
        <ul className="counts__list">
          {entries.map(([name, n]) => (
            <li key={name} className="counts__row">
              <span className="counts__name">{name}</span>
              <span className="counts__bar" aria-hidden="true">
                <span style={{ width: `${total > 0 ? Math.max(2, (n / total) * 100) : 0}%` }} />
              </span>
              <span className="counts__n num">{formatQuantity(n)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * GET /instruments/status with a Reload (POST /instruments/reload {source?}). While a reload runs (here
 * or started elsewhere) the status is polled: any market replica reports the reload's progress.
 */
export function InstrumentMasterCard() {
  const [reloading, setReloading] = useState(false);
  const { data, error, isLoading, mutate } = useApiData<InstrumentsStatusReply>('/instruments/status', {
    swr: { refreshInterval: (latest) => (reloading || latest?.reload_progress ? RELOAD_POLL_MS : 0) },
  });
  const [source, setSource] = useState<Source>('');
  const busy = reloading || Boolean(data?.reload_progress);
  const [reloadError, setReloadError] = useState<string | null>(null);

  const reload = async () => {
    setReloading(true);
    setReloadError(null);
    try {
      const answer = await api.post<ApiSuccess<InstrumentsStatusReply>>(
        '/instruments/reload',
        source ? { source } : {},
      );
      await mutate(answer.data, { revalidate: false });
      toast.success(
        `Instrument master reloaded: ${formatQuantity(answer.data.total)} instruments from the ${SOURCE_LABEL[answer.data.source]}`,
      );
    } catch (e) {
      // 400 when Kite is not configured, 503 when its dump cannot be reached: the server says which.
      const message = errorText(e, 'Failed to reload the instrument master');
      setReloadError(message);
      toastFailure(e, message);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Card
      title="Instrument master"
      subtitle="The instruments search, prices and orders know about."
      aria-label="Instrument master"
      actions={
        <>
          <select
            className="input select admin-select"
            aria-label="Reload from"
            value={source}
            onChange={(e) => setSource(e.target.value as Source)}
            disabled={busy}
          >
            <option value="">Default source</option>
            <option value="bundled">Bundled snapshot</option>
            <option value="kite">Kite Connect</option>
          </select>
          <Button
            variant="primary"
            size="sm"
            icon={<RefreshCw size={14} />}
            loading={busy}
            onClick={() => void reload()}
          >
            Reload
          </Button>
        </>
      }
    >
      {busy && <ReloadProgressBar progress={data?.reload_progress ?? null} />}
      {reloadError && (
        <p className="admin-note" role="alert">
          {reloadError}
        </p>
      )}
      {isLoading ? (
        <LoadingState text="Loading instrument status..." />
      ) : error || !data ? (
        <ErrorState
          title="Failed to load the instrument status"
          message={errorText(error)}
          onRetry={() => void mutate()}
        />
      ) : (
        <>
          <dl className="facts">
            <div>
              <dt>Status</dt>
              <dd>
                <Badge tone={data.loaded ? 'success' : 'danger'} dot>
                  {data.loaded ? 'Loaded' : 'Not loaded'}
                </Badge>
              </dd>
            </div>
            <div>
              <dt>Source</dt>
              <dd data-testid="instruments-source">
                <Database size={14} aria-hidden="true" /> {masterSourceText(data)}
              </dd>
            </div>
            <div>
              <dt>Last loaded</dt>
              <dd
                title={formatDateTime(data.loaded_at)}
                data-testid="instruments-loaded-at"
                data-value={data.loaded_at ?? ''}
              >
                {data.loaded_at ? `${relativeTime(data.loaded_at)} · ${formatDateTime(data.loaded_at)}` : 'Never'}
              </dd>
            </div>
            <div>
              <dt>Instruments</dt>
              <dd className="num facts__big">{formatQuantity(data.total)}</dd>
            </div>
          </dl>
          <div className="counts-grid">
            <Counts title="By exchange" counts={data.by_exchange} total={data.total} />
            <Counts title="By segment" counts={data.by_segment} total={data.total} />
            <Counts title="By type" counts={data.by_type} total={data.total} />
          </div>
        </>
      )}
    </Card>
  );
}
