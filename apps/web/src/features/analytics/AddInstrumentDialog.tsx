import { useState } from 'react';
import toast from 'react-hot-toast';
import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { Badge, Button, Dialog } from '../../shared/ui';
import { errorText, fieldErrors } from '../../shared/api/apiError';
import { InstrumentPicker } from '../instruments';
import { analyticsApi } from './analyticsApi';

export interface AddInstrumentDialogProps {
  open: boolean;
  onClose: () => void;
  months: number;
  tracked: ReadonlySet<number>;
  onAdded: () => void;
}

/** Finds one instrument and starts tracking it for the current time range. */
export function AddInstrumentDialog({ open, onClose, months, tracked, onAdded }: AddInstrumentDialogProps) {
  const [selected, setSelected] = useState<SecuritySearchResult | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setSelected(null);
    setError(null);
    onClose();
  };

  const add = async () => {
    if (!selected) return;
    setSaving(true);
    setError(null);
    try {
      await analyticsApi.add(selected.instrument_token, months);
      toast.success(`${selected.tradingsymbol} added to analytics`);
      onAdded();
      close();
    } catch (e) {
      const fields = fieldErrors(e);
      setError(fields.instrument_token ?? fields.months ?? errorText(e, 'Failed to add instrument'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Add instrument"
      description={`Track how far it sits from its peak and trough over the last ${months} months.`}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button variant="primary" onClick={() => void add()} loading={saving} disabled={!selected}>
            Add
          </Button>
        </>
      }
    >
      <div className="an-dialog">
        <InstrumentPicker
          label="Instrument"
          autoFocus
          value={selected}
          onChange={(r) => {
            setSelected(r);
            setError(null);
          }}
          isDisabled={(r) => tracked.has(r.instrument_token)}
          renderMeta={(r) => (tracked.has(r.instrument_token) ? <Badge tone="primary">Tracked</Badge> : null)}
        />
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
