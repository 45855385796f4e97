import type { BrokerStatus } from '@app/contracts/broker/types';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Switch } from '../../shared/ui';
import { toastFailure } from '../../shared/api/errorToast';
import { brokerApi } from './brokerApi';

/** Live (Zerodha) or paper: a connected account may keep practising with the paper broker on purpose. */
export function ModeSwitch({
  status,
  expired,
  onChanged,
}: {
  status: BrokerStatus;
  expired: boolean;
  onChanged: (s: BrokerStatus) => void;
}) {
  const [busy, setBusy] = useState(false);
  const live = status.mode === 'live';
  const change = async (toLive: boolean) => {
    setBusy(true);
    try {
      const next = await brokerApi.setMode(toLive ? 'live' : 'paper');
      onChanged(next);
      toast.success(toLive ? 'Live mode: Zerodha' : 'Paper mode: the paper broker');
    } catch (e) {
      toastFailure(e, 'Failed to change the trading mode');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="broker-mode" data-testid="broker-mode">
      <Switch
        checked={live}
        disabled={busy}
        onChange={(v) => void change(v)}
        label={live ? 'Live: trading with Zerodha' : 'Paper: practising with the paper broker'}
        description={
          live && expired
            ? 'Once you reconnect, holdings, funds, positions and orders come from your Zerodha account again; until then the paper broker stands in.'
            : live
              ? 'Holdings, funds, positions and orders come from your Zerodha account, and orders you place go to Zerodha with real money.'
              : 'Holdings, funds and orders come from the paper broker with virtual money; nothing reaches Zerodha. Switch on to use your Zerodha account.'
        }
      />
    </div>
  );
}
