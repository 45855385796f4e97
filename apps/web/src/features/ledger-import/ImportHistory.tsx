import type { ImportSummary } from '@app/contracts/ledger/types';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../shared/format/dates';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  type Column,
} from '../../shared/ui';
import { countsOf, formatInWords, STATUS_TEXT } from './importRules';

/** The user's imports, newest first, with status and counts; Open a preview, Undo a committed import whole. */
export function ImportHistory({
  imports,
  loading,
  error,
  onRetry,
  onOpen,
  onUndo,
}: {
  imports: ImportSummary[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onOpen: (id: string) => void;
  onUndo: (imp: ImportSummary) => Promise<void>;
}) {
  const [undoing, setUndoing] = useState<ImportSummary | null>(null);
  const columns: Column<ImportSummary>[] = [
    {
      id: 'file',
      header: 'File',
      cell: (i) => (
        <>
          <span className="cell-main">{i.file_name}</span>
          <span className="cell-sub">{formatInWords(i)}</span>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (i) => <Badge tone={STATUS_TEXT[i.status].tone}>{STATUS_TEXT[i.status].label}</Badge>,
    },
    {
      id: 'counts',
      header: 'Rows',
      cell: (i) => (
        <span className="li-history__counts">
          {countsOf(i)
            .filter((c) => c.value > 0)
            .map((c) => `${c.value.toLocaleString('en-IN')} ${c.label.toLowerCase()}`)
            .join(' · ') || 'none'}
        </span>
      ),
    },
    { id: 'created', header: 'Uploaded', cell: (i) => formatDateTime(i.created_at) },
    { id: 'committed', header: 'Committed', cell: (i) => formatDateTime(i.committed_at) },
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      align: 'right',
      cell: (i) =>
        i.status === 'committed' ? (
          <Button
            size="sm"
            variant="ghost"
            icon={<Undo2 size={14} />}
            onClick={() => setUndoing(i)}
            aria-label={`Undo import of ${i.file_name}`}
          >
            Undo
          </Button>
        ) : i.status === 'preview' || i.status === 'needs-mapping' ? (
          <Button size="sm" variant="ghost" onClick={() => onOpen(i.id)} aria-label={`Open import of ${i.file_name}`}>
            Open
          </Button>
        ) : null,
    },
  ];
  if (loading) return <LoadingState text="Loading imports..." />;
  if (error) return <ErrorState title="Failed to load imports" message={error} onRetry={onRetry} />;
  return (
    <>
      <DataTable
        rows={imports ?? []}
        columns={columns}
        rowKey={(i) => i.id}
        caption="Your imports"
        empty={<EmptyState title="No imports yet" hint="Files you import appear here, newest first." />}
      />
      <ConfirmDialog
        open={undoing !== null}
        title="Undo import"
        message={
          undoing && (
            <>
              Undo the whole import of <strong>{undoing.file_name}</strong>? Every trade, holding and dividend it
              brought in leaves your ledger, and lots are worked out again.
            </>
          )
        }
        confirmLabel="Undo import"
        onConfirm={() => (undoing ? onUndo(undoing) : undefined)}
        onClose={() => setUndoing(null)}
      />
    </>
  );
}
