import { PlugZap } from 'lucide-react';
import { Button } from '../../shared/ui';
import { useNow } from '../../shared/ui/useNow';
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

/**
 * Where broker data is shown: when the Zerodha session has expired (Kite said TokenException, or 06:00
 * IST passed), say so and offer a fresh login. Nothing otherwise.
 */
export function ReconnectNotice() {
  const { status } = useBrokerStatus();
  const now = useNow(60_000, status?.state === 'connected');
  if (!status || stateAt(status, now) !== 'expired') return null;
  return (
    <div className="broker-notice broker-notice--warning" role="status" data-testid="reconnect-notice">
      <span>
        Your Zerodha session has expired{status.reason ? ` (${status.reason})` : ''}: log in at Zerodha again to see
        your live holdings, funds and orders.
      </span>
      <ReconnectButton />
    </div>
  );
}
