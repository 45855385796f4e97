import { Plus } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { WatchlistEntry } from '@app/contracts/alerts/subjects';
import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { Button, Dialog } from '../../shared/ui';
import { fieldErrors } from '../../shared/api/apiError';
import { InstrumentPicker } from '../instruments';
import { useLivePrice } from '../../shared/live/useLivePrice';
import { parseTargetPrice } from './targetPrice';
import { WATCHLIST_TEXT, watchlistApi, watchlistFailureText } from './watchlistApi';
import { TargetPriceField } from './TargetPriceField';
import { toastFailure } from '../../shared/api/errorToast';

export interface AddWatchlistDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new entry (when the server sent it back) and its id. */
  onAdded: (id: string, entry: WatchlistEntry | undefined) => void;
}

type Errors = { instrument?: string; target?: string };

/** Adds an instrument found by search, with a target price, to the watchlist. */
export function AddWatchlistDialog({ open, onClose, onAdded }: AddWatchlistDialogProps) {
  const [instrument, setInstrument] = useState<SecuritySearchResult | null>(null);
  const [target, setTarget] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  const targetRef = useRef<HTMLInputElement>(null);
  const live = useLivePrice(instrument?.instrument_token);

  // Each opening starts from an empty form.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setInstrument(null);
      setTarget('');
      setErrors({});
    }
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseTargetPrice(target);
    const next: Errors = {
      instrument: instrument ? undefined : 'Choose an instrument from the search',
      target: parsed.ok ? undefined : parsed.error,
    };
    setErrors(next);
    if (!instrument || !parsed.ok) return;
    setSaving(true);
    try {
      const { id, entry } = await watchlistApi.add(instrument, parsed.value);
      toast.success(`${instrument.tradingsymbol} added to watchlist`);
      onAdded(id, entry);
      onClose();
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors({ instrument: fields.instrument_token, target: fields.target_price });
      toastFailure(err, watchlistFailureText(err, WATCHLIST_TEXT.addFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add to Watchlist"
      description="Pick an instrument and the price you would like to buy it at."
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form="watchlist-add-form" loading={saving} icon={<Plus size={16} />}>
            Add to Watchlist
          </Button>
        </>
      }
    >
      <form id="watchlist-add-form" className="wl-form" onSubmit={submit} noValidate>
        <InstrumentPicker
          label="Instrument"
          placeholder="Search by symbol or name, e.g. HDFCBANK"
          limit={5}
          value={instrument}
          onChange={(i) => {
            setInstrument(i);
            setErrors((x) => ({ ...x, instrument: undefined }));
            // Picked: the next thing to type is the target.
            if (i) setTimeout(() => targetRef.current?.focus(), 0);
          }}
          error={errors.instrument}
        />
        <TargetPriceField
          ref={targetRef}
          value={target}
          onChange={(t) => {
            setTarget(t);
            setErrors((x) => ({ ...x, target: undefined }));
          }}
          error={errors.target}
          livePrice={live?.last_price ?? instrument?.last_price}
        />
      </form>
    </Dialog>
  );
}
