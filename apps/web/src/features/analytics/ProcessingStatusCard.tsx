import { AlertTriangle, RotateCcw, RefreshCcw } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { AnalyticsFailedInstrument, AnalyticsProcessingStatus } from '@app/contracts/market/analytics-types';
import { Badge, Button, Card, Spinner } from '../../shared/ui';
import { formatQuantity } from '../../shared/format/numbers';
import { analyticsApi } from './analyticsApi';
import { isBusy } from './useProcessingStatus';
import { toastFailure } from '../../shared/api/errorToast';

export interface ProcessingStatusCardProps {
  status: AnalyticsProcessingStatus;
  failed: readonly AnalyticsFailedInstrument[];
  /** Work was queued again: refresh the status and the figures. */
  onRequeued: () => void;
}

const COUNTS = ['total', 'pending', 'processing', 'completed', 'failed'] as const;

/** The calculation queue while it works or holds failures: counts, progress, failures, Retry failed and Restart processing. */
export function ProcessingStatusCard({ status, failed, onRequeued }: ProcessingStatusCardProps) {
  const [busyAction, setBusyAction] = useState<'restart' | 'retry' | null>(null);
  const working = isBusy(status);
  const done = status.completed + status.failed;
  const percent = status.total > 0 ? Math.round((done / status.total) * 100) : 0;

  const run = async (action: 'restart' | 'retry') => {
    setBusyAction(action);
    try {
      const res = action === 'restart' ? await analyticsApi.restartProcessing() : await analyticsApi.retryFailed();
      const n = res.data.requeued;
      toast.success(
        action === 'restart' ? `Processing restarted: ${n} instruments queued` : `Retrying ${n} failed instruments`,
      );
      onRequeued();
    } catch (e) {
      toastFailure(e, action === 'restart' ? 'Failed to restart processing' : 'Failed to retry failed instruments');
    } finally {
      setBusyAction(null);
    }
  };

  return (
    <Card
      className="an-processing"
      aria-label="Processing status"
      title={
        <span className="an-processing__title">
          {working ? <Spinner size={14} /> : <AlertTriangle size={16} className="tone-negative" aria-hidden="true" />}
          {working ? 'Calculating figures' : 'Some instruments failed'}
        </span>
      }
      subtitle={`${formatQuantity(done)} of ${formatQuantity(status.total)} instruments processed${working ? '' : ' · idle'}`}
      actions={
        <>
          {status.failed > 0 && (
            <Button
              size="sm"
              variant="primary"
              icon={<RotateCcw size={14} />}
              loading={busyAction === 'retry'}
              disabled={busyAction !== null}
              onClick={() => void run('retry')}
            >
              Retry failed
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            icon={<RefreshCcw size={14} />}
            loading={busyAction === 'restart'}
            disabled={busyAction !== null}
            onClick={() => void run('restart')}
          >
            Restart processing
          </Button>
        </>
      }
    >
      <div
        className="an-progress"
        role="progressbar"
        aria-label="Instruments processed"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="an-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <dl className="an-counts" data-testid="processing-counts">
        {COUNTS.map((k) => (
          <div key={k} className={`an-counts__item an-counts__item--${k}`}>
            <dt>{k[0]!.toUpperCase() + k.slice(1)}</dt>
            <dd className="num">{formatQuantity(status[k])}</dd>
          </div>
        ))}
        <div className="an-counts__item">
          <dt>Queue</dt>
          <dd>
            {status.is_processing ? (
              <Badge tone="info" dot>
                Processing
              </Badge>
            ) : (
              <Badge>Idle</Badge>
            )}
          </dd>
        </div>
      </dl>
      {failed.length > 0 && (
        <ul className="an-failed" aria-label="Failed instruments">
          {failed.map((f) => (
            <li key={f.instrument_token} className="an-failed__row">
              <span className="cell-main">{f.tradingsymbol}</span>
              <span className="an-failed__error">{f.error}</span>
              <span className="muted an-failed__attempts">
                {f.attempts} {f.attempts === 1 ? 'attempt' : 'attempts'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
