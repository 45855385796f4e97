import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button, Dialog, SelectField, Spinner } from '../../shared/ui';
import { PATHS } from '../../shared/api/paths';
import { useRevalidate } from '../../shared/api/useRevalidate';
import { useOnOpen } from '../../shared/forms/useOnOpen';
import { IMPORT_SCHEMAS, type ImportKind } from './csvSchema';
import { ImportReview } from './ImportReview';
import { CsvSource, ExpectedColumns } from './ImportSource';
import { useCsvImport } from './useCsvImport';
import './portfolioImport.css';

const KINDS = (Object.keys(IMPORT_SCHEMAS) as ImportKind[]).map((k) => ({ value: k, label: IMPORT_SCHEMAS[k].title }));
const AFTER: Record<ImportKind, string[]> = {
  'live-positions': [PATHS.positions, PATHS.lossCover],
  'sold-positions': [PATHS.sold],
  'rollover-history': [PATHS.rollovers],
};

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  initialKind: ImportKind;
  /** After a successful import, with what was imported (to show its tab). */
  onImported?: (kind: ImportKind) => void;
}

/** Bulk import from CSV: pick or paste, check every row (and resolve tokens), preview, then send all rows at once. */
export function ImportDialog({ open, onClose, initialKind, onImported }: ImportDialogProps) {
  const [kind, setKind] = useState<ImportKind>(initialKind);
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const imp = useCsvImport(kind);
  const revalidate = useRevalidate();
  useOnOpen(open, initialKind, () => {
    setKind(initialKind);
    setText('');
    setFileName(null);
    imp.reset();
  });
  const busy = imp.phase === 'checking' || imp.phase === 'sending';
  const ready =
    imp.phase === 'review' && imp.drafts.length > 0 && imp.drafts.every((d) => d.item) && imp.problems.length === 0;

  const onFile = async (file: File) => {
    setFileName(file.name);
    const content = await file.text();
    setText(content);
    await imp.check(content);
  };

  const send = async () => {
    const imported = await imp.send();
    if (imported === null) return;
    toast.success(`Imported ${imported} ${imp.schema.title.toLowerCase()}`);
    await revalidate(...AFTER[kind]);
    onImported?.(kind);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Import from CSV"
      description="Every row is checked here first; the import then lands whole or not at all."
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={imp.phase === 'sending'}>
            Cancel
          </Button>
          <Button
            variant="secondary"
            onClick={() => imp.check(text)}
            disabled={busy || text.trim() === ''}
            loading={imp.phase === 'checking'}
          >
            Check rows
          </Button>
          <Button variant="primary" onClick={send} disabled={!ready} loading={imp.phase === 'sending'}>
            {ready ? `Import ${imp.drafts.length} row${imp.drafts.length === 1 ? '' : 's'}` : 'Import'}
          </Button>
        </>
      }
    >
      <div className="pf-form pf-import">
        <SelectField
          label="What to import"
          options={KINDS}
          value={kind}
          disabled={busy}
          onChange={(e) => {
            setKind(e.target.value as ImportKind);
            imp.reset();
          }}
        />
        <CsvSource
          text={text}
          fileName={fileName}
          disabled={busy}
          onFile={onFile}
          onText={(t) => {
            setText(t);
            setFileName(null);
            if (imp.phase !== 'idle') imp.reset();
          }}
        />
        <ExpectedColumns schema={imp.schema} />
        {imp.phase === 'checking' && (
          <p className="pf-review__summary" role="status">
            <Spinner size={14} /> Checking rows
            {imp.progress ? ` · looking up instruments ${imp.progress.done} / ${imp.progress.total}` : ''}...
          </p>
        )}
        {(imp.phase === 'review' || imp.phase === 'sending') && (
          <ImportReview schema={imp.schema} drafts={imp.drafts} problems={imp.problems} notes={imp.notes} />
        )}
        {imp.phase === 'review' && imp.drafts.some((d) => !d.item) && (
          <p className="field__hint">
            Row numbers are lines of the file (the header is row 1). Fix them in the file and pick it again.
          </p>
        )}
      </div>
    </Dialog>
  );
}
