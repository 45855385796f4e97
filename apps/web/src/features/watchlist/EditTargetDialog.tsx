import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { WatchlistEntry } from '@app/contracts/alerts/subjects';
import { Dialog, FormButtons } from '../../shared/ui';
import { fieldErrors } from '../../shared/api/apiError';
import { formatPrice } from '../../shared/format/numbers';
import { parseTargetPrice } from './targetPrice';
import type { WatchlistRow } from './watchlistMath';
import { WATCHLIST_TEXT, watchlistApi, watchlistFailureText } from './watchlistApi';
import { TargetPriceField } from './TargetPriceField';
import { toastFailure } from '../../shared/api/errorToast';

export interface EditTargetDialogProps {
  /** The entry being edited; null keeps the dialog closed. */
  row: WatchlistRow | null;
  onClose: () => void;
  onSaved: (entry: WatchlistEntry) => void;
}

/** Changes one entry's target price (PUT /watchlist/{id}). */
export function EditTargetDialog({ row, onClose, onSaved }: EditTargetDialogProps) {
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);

  if ((row?.id ?? null) !== editing) {
    setEditing(row?.id ?? null);
    if (row) {
      setTarget(String(row.targetPrice));
      setError(undefined);
    }
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!row) return;
    const parsed = parseTargetPrice(target);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    if (parsed.value === row.targetPrice) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      const entry = await watchlistApi.updateTarget(row.id, parsed.value);
      toast.success(`Target for ${row.tradingsymbol} set to ${formatPrice(parsed.value)}`);
      onSaved(entry);
      onClose();
    } catch (err) {
      setError(fieldErrors(err).target_price);
      toastFailure(err, watchlistFailureText(err, WATCHLIST_TEXT.updateFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      title={row ? `Edit target for ${row.tradingsymbol}` : 'Edit target'}
      description={row ? `${row.name} · ${row.exchange} · current target ${formatPrice(row.targetPrice)}` : undefined}
      size="sm"
      footer={
        <FormButtons formId="watchlist-edit-form" busy={saving} onCancel={onClose}>
          Save Target
        </FormButtons>
      }
    >
      <form id="watchlist-edit-form" className="wl-form" onSubmit={submit} noValidate>
        <TargetPriceField
          value={target}
          onChange={(t) => {
            setTarget(t);
            setError(undefined);
          }}
          error={error}
          livePrice={row?.livePrice}
        />
      </form>
    </Dialog>
  );
}
