import type { CorporateActionBatch } from '@app/contracts/ledger/corporate-actions';
import type { ImportProblem } from '@app/contracts/ledger/types';
import { useState } from 'react';
import { Button, Card, ConfirmDialog, DataTable, type Column } from '../../shared/ui';
import { ActionsTable } from './ActionsTable';

type Skipped = ImportProblem & { key: number };
const SKIPPED: Column<Skipped>[] = [
  { id: 'line', header: 'Line', align: 'right', width: 70, cell: (p) => <span className="num">{p.line}</span> },
  { id: 'column', header: 'Column', width: 110, cell: (p) => p.column ?? 'whole row' },
  { id: 'message', header: 'Why it was skipped', cell: (p) => p.message },
];

/** What a CSV or a hand entry will change, its skipped lines, and Apply behind a confirmation. */
export function BatchPreview({
  batch,
  onApply,
  onClose,
}: {
  batch: CorporateActionBatch;
  onApply: () => Promise<void>;
  onClose: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const applied = batch.status === 'applied';
  const n = batch.actions.length;
  return (
    <Card
      title={applied ? 'Applied' : 'Preview'}
      subtitle={`${n} ${n === 1 ? 'action' : 'actions'} · ${batch.problems.length} skipped ${batch.problems.length === 1 ? 'line' : 'lines'} · ${
        applied ? 'rescaled' : 'will rescale'
      } ${batch.effects.candles_rescaled.toLocaleString('en-IN')} candles of ${batch.effects.instruments} instruments`}
      actions={
        <>
          <Button variant="ghost" size="sm" onClick={onClose}>
            Close
          </Button>
          {!applied && (
            <Button variant="primary" size="sm" disabled={n === 0} onClick={() => setConfirming(true)}>
              Apply
            </Button>
          )}
        </>
      }
    >
      <ActionsTable actions={batch.actions} caption="Actions in this batch" empty="No action could be read" />
      {batch.problems.length > 0 && (
        <section className="ca-section">
          <h3 className="ca-section__title">Skipped lines</h3>
          <DataTable
            rows={batch.problems.map((p, key) => ({ ...p, key }))}
            columns={SKIPPED}
            rowKey={(p) => String(p.key)}
            caption="Skipped lines"
            maxHeight={280}
          />
        </section>
      )}
      <ConfirmDialog
        open={confirming}
        title="Apply corporate actions"
        tone="primary"
        message={
          <>
            Apply {n} {n === 1 ? 'action' : 'actions'}? Open lots bought before each ex-date are adjusted, dividends are
            booked for the quantity held at the record date, and candles, watchlist targets and alert levels before the
            ex-date are rescaled. This cannot be undone from here.
          </>
        }
        confirmLabel="Apply"
        onConfirm={onApply}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
