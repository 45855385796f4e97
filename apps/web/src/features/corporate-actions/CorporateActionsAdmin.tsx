import type { CorporateAction, CorporateActionBatch } from '@app/contracts/ledger/corporate-actions';
import { Search } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorText, fieldErrors } from '../../shared/api/apiError';
import { useApiData } from '../../shared/api/useApiData';
import { Card, ErrorState, FileDrop, LoadingState, ProgressBar } from '../../shared/ui';
import { ActionsTable } from './ActionsTable';
import { BatchPreview } from './BatchPreview';
import { CA_PATHS, caApi } from './caApi';
import { EntryForm } from './EntryForm';
import type { EntryBody } from './entryForm';
import './corporateActions.css';

const ISIN = /^IN[A-Z0-9]{9}[0-9]$/;

/** Admin: load NSE's corporate-actions CSV or enter one by hand, preview, apply; look actions up by ISIN. */
export function CorporateActionsAdmin() {
  const [batch, setBatch] = useState<CorporateActionBatch | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [entering, setEntering] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [isin, setIsin] = useState('');
  const query = isin.trim().toUpperCase();
  const list = useApiData<{ corporate_actions: CorporateAction[] }>(ISIN.test(query) ? CA_PATHS.list : null, {
    query: { isin: query },
  });

  const upload = async (file: File) => {
    setUploading(0);
    try {
      setBatch(await caApi.upload(file, setUploading));
    } catch {
      // the client showed the failure
    } finally {
      setUploading(null);
    }
  };
  const enter = async (body: EntryBody) => {
    setEntering(true);
    setServerErrors({});
    try {
      setBatch(await caApi.enter(body));
    } catch (e) {
      setServerErrors(fieldErrors(e));
    } finally {
      setEntering(false);
    }
  };
  const apply = async () => {
    if (!batch) return;
    const done = await caApi.apply(batch.id);
    setBatch(done);
    toast.success(`Applied ${done.actions.length} corporate ${done.actions.length === 1 ? 'action' : 'actions'}`);
    void list.mutate();
  };

  return (
    <div className="ca-page">
      <div className="ca-grid">
        <Card
          title="Upload NSE corporate actions"
          subtitle="The CSV from NSE's corporate actions page; PURPOSE is read for splits, bonuses and dividends."
        >
          <FileDrop
            onFile={(f) => void upload(f)}
            disabled={uploading !== null}
            title="Drop NSE's CSV here"
            accept=".csv,text/csv"
          />
          {uploading !== null && (
            <div className="ca-progress">
              <ProgressBar
                label="Uploading"
                value={uploading < 1 ? uploading : null}
                detail={uploading < 1 ? undefined : 'reading the file'}
              />
            </div>
          )}
        </Card>
        <Card title="Enter by hand" subtitle="One action; previewed before it is applied.">
          <EntryForm busy={entering} onSubmit={(b) => void enter(b)} serverErrors={serverErrors} />
        </Card>
      </div>
      {batch && <BatchPreview batch={batch} onApply={apply} onClose={() => setBatch(null)} />}
      <Card
        title="Actions by ISIN"
        actions={
          <div className="input-wrap ca-search">
            <Search size={15} className="ca-search__icon" aria-hidden="true" />
            <input
              className="input"
              type="search"
              placeholder="ISIN, e.g. INE002A01018"
              aria-label="Search corporate actions by ISIN"
              value={isin}
              onChange={(e) => setIsin(e.target.value)}
            />
          </div>
        }
      >
        {!ISIN.test(query) ? (
          <p className="ca-hint">
            {query
              ? 'An ISIN has 12 characters: IN, 9 letters or digits and a check digit.'
              : 'Type an ISIN to see its actions.'}
          </p>
        ) : list.isLoading ? (
          <LoadingState text="Loading corporate actions..." />
        ) : list.error ? (
          <ErrorState
            title="Failed to load corporate actions"
            message={errorText(list.error)}
            onRetry={() => void list.mutate()}
          />
        ) : (
          <ActionsTable
            actions={list.data?.corporate_actions ?? []}
            caption={`Corporate actions of ${query}`}
            empty={`No corporate actions for ${query}`}
          />
        )}
      </Card>
    </div>
  );
}
