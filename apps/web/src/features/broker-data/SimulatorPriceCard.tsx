import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { Crosshair } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button, Card, TextField } from '../../shared/ui';
import { api } from '../../shared/api/apiClient';
import { fieldErrors } from '../../shared/api/apiError';
import { formatPrice } from '../../shared/format/numbers';
import { InstrumentPicker } from '../instruments';
import { parsePrice } from './brokerRules';
import { toastFailure } from '../../shared/api/errorToast';

/** While the simulator is the feed: make the next tick of one instrument carry a given price. */
export function SimulatorPriceCard() {
  const [picked, setPicked] = useState<SecuritySearchResult | null>(null);
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parsePrice(price);
    const found: Record<string, string> = {};
    if (!picked) found.instrument_token = 'Choose an instrument';
    if (!parsed.ok) found.last_price = parsed.error;
    setErrors(found);
    if (!picked || !parsed.ok) return;
    setSending(true);
    try {
      await api.post('/market/simulator/price', {
        instrument_token: picked.instrument_token,
        last_price: parsed.value,
      });
      toast.success(`The next tick of ${picked.tradingsymbol} will carry ${formatPrice(parsed.value)}`);
      setPrice('');
    } catch (err) {
      setErrors(fieldErrors(err));
      toastFailure(err, 'Failed to set the simulator price');
    } finally {
      setSending(false);
    }
  };

  return (
    <Card
      title="Set simulator price"
      subtitle="The simulator's next tick of the instrument carries this price; its random walk goes on from there."
      aria-label="Set simulator price"
    >
      <form onSubmit={submit} noValidate className="admin-form">
        <div className="admin-fields">
          <InstrumentPicker
            label="Instrument"
            placeholder="Search symbols..."
            limit={5}
            value={picked}
            detail={picked && `token ${picked.instrument_token}`}
            onChange={(r) => {
              setPicked(r);
              setErrors({});
            }}
            error={errors.instrument_token || undefined}
          />
          <TextField
            label="Next price (₹)"
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            error={errors.last_price || undefined}
            hint="Must sit on the instrument's tick size"
          />
        </div>
        <div className="admin-form__footer">
          <Button type="submit" variant="primary" icon={<Crosshair size={14} />} loading={sending}>
            Set price
          </Button>
        </div>
      </form>
    </Card>
  );
}
