import type { BrokerStatus } from '@app/contracts/broker/types';
import { CheckCircle2, PlugZap, Unplug, X, XCircle } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  IconButton,
  LoadingState,
  type BadgeTone,
} from '../../shared/ui';
import { errorText } from '../../shared/api/apiError';
import { toastFailure } from '../../shared/api/errorToast';
import { useRevalidate } from '../../shared/api/useRevalidate';
import { useNow } from '../../shared/ui/useNow';
import { BROKER_DATA_PATHS, brokerApi } from './brokerApi';
import { noticeText, type CallbackNotice } from './callbackNotice';
import { connectionHeadline, expiryCountdown, expiryLabel, stateAt } from './connectionText';
import { ModeSwitch } from './ModeSwitch';
import { ReconnectButton } from './ReconnectNotice';
import { useBrokerStatus } from './useBrokerStatus';
import { useConnectZerodha } from './useConnectZerodha';
import './brokerConnection.css';

/** A server's reason as a sentence: one full stop at the end, not two. */
const sentence = (text: string) => `${text.trim().replace(/\.+$/, '')}.`;

const STATE_BADGE: Record<BrokerStatus['state'], { tone: BadgeTone; label: string }> = {
  connected: { tone: 'success', label: 'Connected' },
  expired: { tone: 'warning', label: 'Expired' },
  disconnected: { tone: 'neutral', label: 'Not connected' },
};

function ConnectionBody({ status, onChanged }: { status: BrokerStatus; onChanged: (s: BrokerStatus) => void }) {
  const now = useNow(30_000, status.state === 'connected');
  const { connect, busy } = useConnectZerodha();
  const [confirming, setConfirming] = useState(false);
  const state = stateAt(status, now);
  const badge = STATE_BADGE[state];
  const countdown = state === 'connected' ? expiryCountdown(status.expires_at, now) : null;
  const expiry = expiryLabel(status.expires_at);

  if (!status.configured && state === 'disconnected')
    return (
      <div className="broker-conn" data-state="unconfigured">
        <p className="broker-conn__headline">{connectionHeadline(status, now)}</p>
        <p className="broker-conn__hint">
          The operator sets up one Kite Connect app (its API key and secret) before anyone can connect; until then every
          account trades with the paper broker.
        </p>
      </div>
    );

  const disconnect = async () => {
    try {
      onChanged(await brokerApi.disconnect());
      toast.success('Zerodha disconnected: the paper broker is back');
    } catch (e) {
      toastFailure(e, 'Failed to disconnect Zerodha');
      throw e;
    }
  };

  return (
    <div className="broker-conn" data-state={state}>
      <div className="broker-conn__status">
        <Badge tone={badge.tone} dot>
          {badge.label}
        </Badge>
        <p className="broker-conn__headline" data-testid="broker-headline">
          {connectionHeadline(status, now)}
        </p>
      </div>
      {state === 'connected' && expiry && (
        <p className="broker-conn__expiry" data-testid="broker-expiry">
          Session valid until {expiry}
          {countdown && <span className="broker-conn__countdown"> · {countdown}</span>}
        </p>
      )}
      {state === 'expired' && (
        <p className="broker-conn__expiry">
          Kite sessions end at 06:00 IST every day: log in at Zerodha again to carry on. Until then the paper broker
          stands in.
          {status.reason && <span className="broker-conn__reason"> Zerodha said: {sentence(status.reason)}</span>}
        </p>
      )}
      {state === 'disconnected' && (
        <p className="broker-conn__hint">
          Connect your Zerodha account to see your real holdings, positions, funds and orders here. You log in on
          Zerodha&apos;s own page; this server never sees your Zerodha password.
        </p>
      )}
      <div className="broker-conn__actions">
        {state === 'disconnected' && (
          <Button variant="primary" icon={<PlugZap size={15} />} loading={busy} onClick={() => void connect()}>
            Connect Zerodha
          </Button>
        )}
        {state === 'expired' && <ReconnectButton size="md" />}
        {state !== 'disconnected' && (
          <Button variant="ghost" icon={<Unplug size={15} />} onClick={() => setConfirming(true)}>
            Disconnect
          </Button>
        )}
      </div>
      {state !== 'disconnected' && <ModeSwitch status={status} expired={state === 'expired'} onChanged={onChanged} />}
      <ConfirmDialog
        open={confirming}
        title="Disconnect Zerodha"
        message="Your Kite session is ended at Zerodha and forgotten here. Holdings, funds and orders come from the paper broker again until you connect once more."
        confirmLabel="Disconnect"
        focusConfirm={false}
        onConfirm={disconnect}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}

/**
 * Settings' "Broker connection" card: connect, status with a countdown to 06:00 IST, disconnect, paper
 * or live; and how the last login at Kite went, when the page was reached from Kite's callback.
 */
export function BrokerConnectionCard({
  notice = null,
  onDismissNotice,
}: {
  notice?: CallbackNotice | null;
  onDismissNotice?: () => void;
}) {
  const { status, error, loading, reload, replace } = useBrokerStatus();
  const revalidate = useRevalidate();
  const changed = (next: BrokerStatus) => {
    replace(next);
    void revalidate(...BROKER_DATA_PATHS);
  };

  let body;
  if (loading) body = <LoadingState text="Loading broker connection..." />;
  else if (error || !status)
    body = (
      <ErrorState
        title="Failed to load the broker connection"
        message={errorText(error, 'The server did not answer.')}
        onRetry={reload}
      />
    );
  else body = <ConnectionBody status={status} onChanged={changed} />;

  return (
    <Card title="Broker connection" subtitle="Zerodha, through Kite Connect" aria-label="Broker connection">
      {notice && (
        <div
          className={`broker-notice broker-notice--${notice.kind === 'connected' ? 'success' : 'danger'}`}
          role={notice.kind === 'connected' ? 'status' : 'alert'}
          data-testid="broker-callback-notice"
        >
          {notice.kind === 'connected' ? <CheckCircle2 size={16} /> : <XCircle size={16} />}
          <span>{noticeText(notice)}</span>
          <IconButton size="sm" label="Dismiss" onClick={onDismissNotice}>
            <X size={14} />
          </IconButton>
        </div>
      )}
      {body}
    </Card>
  );
}
