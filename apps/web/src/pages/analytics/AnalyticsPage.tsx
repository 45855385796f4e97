import { ListPlus, Plus, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button, ConfirmDialog, PageHeader } from '../../shared/ui';
import { analyticsApi } from '../../features/analytics';
import { AddInstrumentDialog } from '../../features/analytics';
import { AnalyticsContainer } from '../../features/analytics';
import { BulkAddDialog } from '../../features/analytics';
import { ProcessingStatusCard } from '../../features/analytics';
import { useAnalytics } from '../../features/analytics';
import { useAnalyticsMonths } from '../../features/analytics';
import { isBusy, useProcessingStatus, useTrackedTokens } from '../../features/analytics';
import type { AnalyticsRow } from '../../features/analytics';
import { toastFailure } from '../../shared/api/errorToast';

/** Tracks instruments and shows how far each sits from its peak and its low since. */
export function AnalyticsPage() {
  const [months, setMonths] = useAnalyticsMonths();
  const analytics = useAnalytics(months);
  const processing = useProcessingStatus();
  const tracked = useTrackedTokens();
  const [dialog, setDialog] = useState<'add' | 'bulk' | null>(null);
  const [removing, setRemoving] = useState<AnalyticsRow | null>(null);
  const [updating, setUpdating] = useState(false);
  const { reload, removeRow } = analytics;
  const { refresh: refreshStatus } = processing;
  const { refresh: refreshTracked } = tracked;

  // New or requeued work: the queue's counts, the tracked set and the figures all change.
  const changed = useCallback(() => {
    void refreshStatus();
    void refreshTracked();
    reload();
  }, [refreshStatus, refreshTracked, reload]);

  const remove = async () => {
    if (!removing) return;
    try {
      await analyticsApi.remove(removing.instrument_token);
      removeRow(removing.instrument_token);
      toast.success(`${removing.tradingsymbol} removed from analytics`);
      void refreshStatus();
      void refreshTracked();
    } catch (e) {
      toastFailure(e, `Failed to remove ${removing.tradingsymbol}`);
      throw e;
    }
  };

  const updateData = async () => {
    setUpdating(true);
    try {
      const res = await analyticsApi.updateData();
      toast.success(`Recalculating ${res.data.requeued} instruments`);
      changed();
    } catch (e) {
      toastFailure(e, 'Failed to update analytics data');
    } finally {
      setUpdating(false);
    }
  };

  const status = processing.status;
  const busy = isBusy(status);
  const wasBusy = useRef(busy);
  // A long queue can outlast the 60 s calculation limit: once it drains, load the figures again.
  useEffect(() => {
    if (wasBusy.current && !busy && analytics.phase === 'error') reload();
    wasBusy.current = busy;
  }, [busy, analytics.phase, reload]);
  const showStatus = !!status && status.total > 0 && (busy || status.failed > 0);
  const addButton = (
    <Button variant="primary" icon={<Plus size={15} />} onClick={() => setDialog('add')}>
      Add instrument
    </Button>
  );

  return (
    <div className="page analytics">
      <PageHeader
        title="Analytics"
        subtitle="How far each tracked instrument sits from its peak, and from its low since the peak."
        actions={
          <>
            <Button
              icon={<RefreshCw size={15} />}
              onClick={() => void updateData()}
              loading={updating}
              disabled={tracked.tokens.size === 0}
            >
              Update data
            </Button>
            <Button icon={<ListPlus size={15} />} onClick={() => setDialog('bulk')}>
              Bulk add
            </Button>
            {addButton}
          </>
        }
      />
      {showStatus && <ProcessingStatusCard status={status} failed={processing.failed} onRequeued={changed} />}
      <AnalyticsContainer
        analytics={analytics}
        months={months}
        onMonthsChange={setMonths}
        onRemove={setRemoving}
        title="Tracked Instruments"
        emptyAction={addButton}
      />
      <AddInstrumentDialog
        open={dialog === 'add'}
        onClose={() => setDialog(null)}
        months={months}
        tracked={tracked.tokens}
        onAdded={changed}
      />
      <BulkAddDialog
        open={dialog === 'bulk'}
        onClose={() => setDialog(null)}
        months={months}
        tracked={tracked.tokens}
        onAdded={changed}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove instrument"
        message={removing ? `Stop tracking ${removing.tradingsymbol}? Its figures are removed from Analytics.` : ''}
        confirmLabel="Remove"
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
