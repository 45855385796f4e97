import { X } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { Badge, Button, Dialog } from '../../shared/ui';
import { errorText, fieldErrors } from '../../shared/api/apiError';
import { InstrumentSearch } from '../instruments';
import { searchSecurities } from '../instruments';
import { analyticsApi, BULK_ADD_MAX } from './analyticsApi';
import { QUICK_PICKS, resolveQuickPick, type QuickPick } from './quickPicks';
import { toastFailure } from '../../shared/api/errorToast';

export interface BulkAddDialogProps {
  open: boolean;
  onClose: () => void;
  months: number;
  tracked: ReadonlySet<number>;
  onAdded: () => void;
}

// Larger batches go through the paced queue (3 per second), as Kite's historical API would need.
const RATE_LIMITED_FROM = 20;

/** Adds several instruments at once: multi-select search and ready-made baskets. */
export function BulkAddDialog({ open, onClose, months, tracked, onAdded }: BulkAddDialogProps) {
  const [selected, setSelected] = useState<SecuritySearchResult[]>([]);
  const [resolving, setResolving] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = new Set(selected.map((s) => s.instrument_token));

  const close = () => {
    setSelected([]);
    setError(null);
    onClose();
  };
  const addToSelection = (items: readonly SecuritySearchResult[]) => {
    setError(null);
    setSelected((current) => {
      const have = new Set(current.map((s) => s.instrument_token));
      return [...current, ...items.filter((i) => !have.has(i.instrument_token) && !tracked.has(i.instrument_token))];
    });
  };
  const toggle = (r: SecuritySearchResult) =>
    chosen.has(r.instrument_token)
      ? setSelected((s) => s.filter((x) => x.instrument_token !== r.instrument_token))
      : addToSelection([r]);

  const choosePick = async (pick: QuickPick) => {
    setResolving(pick.id);
    try {
      const { found, missing } = await resolveQuickPick(pick, (q) => searchSecurities(q, 5));
      const fresh = found.filter((f) => !tracked.has(f.instrument_token));
      addToSelection(fresh);
      const notes = [
        found.length > fresh.length && `${found.length - fresh.length} already tracked`,
        missing.length > 0 && `not found: ${missing.join(', ')}`,
      ].filter(Boolean);
      toast.success(`${pick.name}: ${fresh.length} selected${notes.length ? ` (${notes.join('; ')})` : ''}`);
    } catch (e) {
      toastFailure(e, `Failed to look up ${pick.name}`);
    } finally {
      setResolving(null);
    }
  };

  const submit = async () => {
    if (selected.length === 0) return;
    if (selected.length > BULK_ADD_MAX) {
      setError(`At most ${BULK_ADD_MAX} instruments at a time`);
      return;
    }
    setSaving(true);
    setError(null);
    const tokens = selected.map((s) => s.instrument_token);
    try {
      if (tokens.length >= RATE_LIMITED_FROM) {
        const res = await analyticsApi.bulkAddRateLimited(tokens, months);
        toast.success(`${res.data.queued} instruments queued; processed at ${res.data.rate_per_second} per second`);
      } else {
        await analyticsApi.bulkAdd(tokens, months);
        toast.success(`${tokens.length} instruments added to analytics`);
      }
      onAdded();
      close();
    } catch (e) {
      const fields = fieldErrors(e);
      setError(fields.instrument_tokens ?? fields.months ?? errorText(e, 'Failed to add instruments'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      size="lg"
      title="Add several instruments"
      description={`Pick instruments from the search or a ready-made basket; figures cover the last ${months} months.`}
      footer={
        <>
          <span className="picker-count" aria-live="polite">
            {selected.length} selected
          </span>
          <Button variant="ghost" onClick={() => setSelected([])} disabled={selected.length === 0 || saving}>
            Clear
          </Button>
          <Button variant="primary" onClick={() => void submit()} loading={saving} disabled={selected.length === 0}>
            {selected.length > 0 ? `Add ${selected.length} instruments` : 'Add instruments'}
          </Button>
        </>
      }
    >
      <div className="an-dialog">
        <div className="an-picks" role="group" aria-label="Quick picks">
          {QUICK_PICKS.map((p) => (
            <Button
              key={p.id}
              size="sm"
              variant="secondary"
              loading={resolving === p.id}
              disabled={resolving !== null}
              onClick={() => void choosePick(p)}
              title={p.symbols.join(', ')}
            >
              {p.name} <span className="muted">({p.symbols.length})</span>
            </Button>
          ))}
        </div>
        <InstrumentSearch
          label="Search instruments"
          keepQuery
          onPick={toggle}
          isSelected={(r) => chosen.has(r.instrument_token)}
          isDisabled={(r) => tracked.has(r.instrument_token)}
          renderMeta={(r) => (tracked.has(r.instrument_token) ? <Badge tone="primary">Tracked</Badge> : null)}
          renderFooter={(results) => {
            const addable = results.filter((r) => !tracked.has(r.instrument_token) && !chosen.has(r.instrument_token));
            return (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => addToSelection(addable)}
                disabled={addable.length === 0}
                className="an-select-all"
              >
                Select all {addable.length} results
              </Button>
            );
          }}
        />
        {selected.length > 0 && (
          <ul className="an-chips" aria-label="Selected instruments">
            {selected.map((s) => (
              <li key={s.instrument_token} className="an-chip">
                <span>
                  {s.tradingsymbol} <span className="muted">{s.exchange}</span>
                </span>
                <button
                  type="button"
                  className="an-chip__remove"
                  aria-label={`Remove ${s.tradingsymbol} from the selection`}
                  onClick={() => toggle(s)}
                >
                  <X size={12} />
                </button>
              </li>
            ))}
          </ul>
        )}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
