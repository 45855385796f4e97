import type { ImportPreview, ImportSummary } from '@app/contracts/ledger/types';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorText } from '../../shared/api/apiError';
import { LEDGER_PATHS } from '../../shared/api/paths';
import { useApiData } from '../../shared/api/useApiData';
import { useRevalidate } from '../../shared/api/useRevalidate';
import { importApi, IMPORTS_PATH } from './importApi';
import { mappingBody, type ColumnChoice } from './mappingState';
import { useImportProgress } from './useImportProgress';

export type ImportBusy = 'upload' | 'map' | 'commit' | null;

/** The Import page's state: the history, the preview in hand, the upload and the server's progress. */
export function useImportFlow() {
  const history = useApiData<{ imports: ImportSummary[] }>(IMPORTS_PATH);
  const revalidate = useRevalidate();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState<ImportBusy>(null);
  const [upload, setUpload] = useState<{ fraction: number; size: number; name: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const progress = useImportProgress(
    busy === 'upload' || busy === 'commit',
    busy === 'commit' ? (preview?.id ?? null) : null,
  );

  const run = async (kind: Exclude<ImportBusy, null>, call: () => Promise<void>) => {
    setBusy(kind);
    setFailure(null);
    try {
      await call();
    } catch (e) {
      setFailure(errorText(e, 'The import failed'));
    } finally {
      setBusy(null);
      setUpload(null);
    }
  };

  const uploadFile = (file: File) =>
    run('upload', async () => {
      setPreview(null);
      setUpload({ fraction: 0, size: file.size, name: file.name });
      const next = await importApi.upload(file, (fraction) =>
        setUpload({ fraction, size: file.size, name: file.name }),
      );
      setPreview(next);
      void history.mutate();
    });

  const applyMapping = (choice: ColumnChoice) =>
    run('map', async () => {
      if (!preview?.mapping) return;
      setPreview(await importApi.map(preview.id, mappingBody(preview.mapping.kind, choice)));
      void history.mutate();
    });

  const commit = () =>
    run('commit', async () => {
      if (!preview) return;
      const done = await importApi.commit(preview.id);
      setPreview(done);
      toast.success(`Imported ${done.file_name} into your ledger`);
      void revalidate(...LEDGER_PATHS);
    });

  const open = (id: string) =>
    run('map', async () => {
      setPreview(await importApi.get(id));
    });

  const undo = async (imp: ImportSummary) => {
    await importApi.undo(imp.id);
    toast.success(`Undid the import of ${imp.file_name}`);
    if (preview?.id === imp.id) setPreview(null);
    void revalidate(...LEDGER_PATHS);
  };

  return {
    history,
    preview,
    closePreview: () => setPreview(null),
    busy,
    upload,
    progress,
    failure,
    uploadFile,
    applyMapping,
    commit,
    open,
    undo,
  };
}
