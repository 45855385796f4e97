import { History } from 'lucide-react';
import { errorText } from '../../shared/api/apiError';
import { Card, ErrorState, FileDrop, ProgressBar } from '../../shared/ui';
import { ImportHistory } from './ImportHistory';
import { ImportPreviewCard } from './ImportPreviewCard';
import { progressView, uploadView } from './progressText';
import { useImportFlow } from './useImportFlow';
import './ledgerImport.css';

/** The Import page: drop or choose a file, watch it upload and parse, review, map, commit; past imports with undo. */
export function ImportPanel() {
  const flow = useImportFlow();
  const { busy, upload, progress, preview } = flow;
  const serverBar = progress ? progressView(progress) : null;
  const uploadBar = upload ? uploadView(upload.fraction, upload.size) : null;
  return (
    <div className="li-page">
      <Card title="Import a file" subtitle="Every import is previewed first; nothing is written until you commit.">
        <FileDrop
          onFile={flow.uploadFile}
          disabled={busy !== null}
          title="Drop a file here to import it"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          hint="Zerodha Console tradebook (CSV or Excel), holdings statement, dividend statement, Kite holdings CSV, this app's positions CSV, or any CSV whose columns you map."
        />
        {(busy === 'upload' || busy === 'commit') && (
          <div className="li-progress" aria-live="polite">
            {uploadBar && busy === 'upload' && upload!.fraction < 1 && (
              <ProgressBar
                label={`${uploadBar.label} ${upload!.name}`}
                value={uploadBar.value}
                detail={uploadBar.detail}
              />
            )}
            {busy === 'upload' && upload && upload.fraction >= 1 && !serverBar && (
              <ProgressBar label="Reading the file" value={null} detail="waiting for the server" />
            )}
            {serverBar && <ProgressBar label={serverBar.label} value={serverBar.value} detail={serverBar.detail} />}
            {busy === 'commit' && !serverBar && <ProgressBar label="Writing to your ledger" value={null} />}
          </div>
        )}
        {flow.failure && busy === null && <ErrorState title="The import did not go through" message={flow.failure} />}
      </Card>
      {preview && (
        <ImportPreviewCard
          preview={preview}
          committing={busy === 'commit'}
          mapping={busy === 'map'}
          onCommit={() => void flow.commit()}
          onMap={(c) => void flow.applyMapping(c)}
          onClose={flow.closePreview}
        />
      )}
      <Card
        title={
          <span className="li-preview__title">
            <History size={16} aria-hidden="true" /> Import history
          </span>
        }
        subtitle="Undo takes a whole import out of your ledger."
      >
        <ImportHistory
          imports={flow.history.data?.imports}
          loading={flow.history.isLoading}
          error={flow.history.error ? errorText(flow.history.error) : null}
          onRetry={() => void flow.history.mutate()}
          onOpen={(id) => void flow.open(id)}
          onUndo={flow.undo}
        />
      </Card>
    </div>
  );
}
