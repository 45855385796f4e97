import type { ImportPreview } from '@app/contracts/ledger/types';
import { CheckCircle2, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../shared/format/dates';
import { Badge, Button, Card, StatCard } from '../../shared/ui';
import { commitState, countsOf, formatInWords, STATUS_TEXT } from './importRules';
import type { ColumnChoice } from './mappingState';
import { MappingStep } from './MappingStep';
import { ProblemList } from './ProblemList';
import { SampleTable } from './SampleTable';

/** One import's preview: the format in words, counts per kind, the first rows, every problem, mapping, Commit. */
export function ImportPreviewCard({
  preview,
  committing,
  mapping,
  onCommit,
  onMap,
  onClose,
}: {
  preview: ImportPreview;
  committing: boolean;
  mapping: boolean;
  onCommit: () => void;
  onMap: (choice: ColumnChoice) => void;
  onClose: () => void;
}) {
  const state = commitState(preview);
  // A mapped file can be mapped again (a left-out column shows up as problems) until it is committed.
  const [remap, setRemap] = useState(false);
  const mappingOpen =
    preview.mapping !== null && (preview.status === 'needs-mapping' || (remap && preview.status === 'preview'));
  const status = STATUS_TEXT[preview.status];
  return (
    <Card
      className="li-preview"
      title={
        <span className="li-preview__title">
          <FileSpreadsheet size={16} aria-hidden="true" /> {preview.file_name}
          <Badge tone={status.tone}>{status.label}</Badge>
        </span>
      }
      subtitle={`${formatInWords(preview)} · ${preview.rows_total.toLocaleString('en-IN')} rows · uploaded ${formatDateTime(preview.created_at)}`}
      actions={
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="stats li-counts" aria-label="Rows by kind">
        {countsOf(preview).map((c) => (
          <StatCard
            key={c.key}
            label={c.label}
            value={c.value.toLocaleString('en-IN')}
            tone={c.key === 'invalid' && c.value > 0 ? 'negative' : undefined}
          />
        ))}
      </div>
      {mappingOpen && preview.mapping ? (
        <MappingStep
          key={preview.id}
          step={preview.mapping}
          busy={mapping}
          onApply={(c) => {
            setRemap(false);
            onMap(c);
          }}
        />
      ) : (
        preview.sample.length > 0 && (
          <section className="li-section">
            <h3 className="li-section__title">First rows</h3>
            <SampleTable sample={preview.sample} />
          </section>
        )
      )}
      {preview.problems.length > 0 && (
        <section className="li-section">
          <h3 className="li-section__title">Problems ({preview.problems_total.toLocaleString('en-IN')})</h3>
          <ProblemList problems={preview.problems} total={preview.problems_total} />
        </section>
      )}
      <div className="li-commit">
        {preview.mapping && preview.status === 'preview' && !remap && (
          <Button variant="ghost" onClick={() => setRemap(true)}>
            Change the mapping
          </Button>
        )}
        {preview.status === 'committed' ? (
          <p className="li-reason li-reason--done">
            <CheckCircle2 size={15} aria-hidden="true" />
            <span>Committed {formatDateTime(preview.committed_at)}.</span>
          </p>
        ) : (
          <p className="li-reason" id="li-commit-reason">
            {state.reason ?? 'Ready: commit writes every row above in one go, or nothing.'}
          </p>
        )}
        {preview.status !== 'committed' && (
          <Button
            variant="primary"
            onClick={onCommit}
            loading={committing}
            disabled={!state.enabled}
            aria-describedby="li-commit-reason"
          >
            Commit
          </Button>
        )}
      </div>
    </Card>
  );
}
