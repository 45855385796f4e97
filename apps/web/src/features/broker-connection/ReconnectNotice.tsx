import { PlugZap } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../shared/ui';
import { ApiError } from '../../shared/api/apiError';
import { useRevalidate } from '../../shared/api/useRevalidate';
import { useNow } from '../../shared/ui/useNow';
import { BROKER_DATA_PATHS } from './brokerApi';
import { stateAt } from './connectionText';
import './brokerConnection.css';
import { useBrokerStatus } from './useBrokerStatus';
import { useConnectZerodha } from './useConnectZerodha';

/** The "Reconnect Zerodha" button alone: a fresh login at Kite. */
export function ReconnectButton({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { connect, busy } = useConnectZerodha();
  return (
    <Button variant="primary" size={size} icon={<PlugZap size={14} />} loading={busy} onClick={() => void connect()}>
      Reconnect Zerodha
    </Button>
  );
}

/** A broker read answered 409: Kite said TokenException, and the server has marked the connection expired. */
export const sessionExpiredBy = (failure: unknown): boolean => failure instanceof ApiError && failure.status === 409;

/**
 * Where broker data is shown: when the Zerodha session has expired (Kite said TokenException, or 06:00
 * IST passed), say so and offer a fresh login. Nothing otherwise. `failure` is the shown read's error:
 * when it says the session just expired, the status is read again and the data with it (the account
 * reads as paper until the user reconnects).
 */
export function ReconnectNotice({ failure }: { failure?: unknown }) {
  const { status, reload } = useBrokerStatus();
  const revalidate = useRevalidate();
  const expiredNow = sessionExpiredBy(failure);
  useEffect(() => {
    if (!expiredNow) return;
    void reload().then(() => revalidate(...BROKER_DATA_PATHS));
  }, [expiredNow, reload, revalidate]);
  const now = useNow(60_000, status?.state === 'connected');
  if (!status || stateAt(status, now) !== 'expired') return null;
  return (
    <div className="broker-notice broker-notice--warning" role="status" data-testid="reconnect-notice">
      <span>Your Zerodha session has expired: the paper broker stands in until you log in at Zerodha again.</span>
      <ReconnectButton />
    </div>
  );
}
