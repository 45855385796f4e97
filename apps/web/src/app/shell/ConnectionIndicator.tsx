import clsx from 'clsx';
import { liveSocket } from '../../shared/live/liveSocket';
import { useLiveConnection } from '../../shared/live/useLiveConnection';

/** Live / Offline in the header; when offline, a click reconnects. */
export function ConnectionIndicator() {
  const { state, reason } = useLiveConnection();
  const live = state === 'connected';
  const label = live ? 'Live' : state === 'connecting' ? 'Connecting' : 'Offline';
  return (
    <button
      type="button"
      className={clsx('conn', `conn--${state}`)}
      onClick={() => !live && liveSocket.forceReconnect()}
      title={
        live
          ? 'Live prices are streaming'
          : `Real-time data is offline${reason ? ` (${reason})` : ''}. Click to reconnect.`
      }
      aria-label={live ? 'Live: real-time data connected' : `${label}: click to reconnect`}
      data-testid="connection-indicator"
      data-state={state}
    >
      <span className="conn__dot" aria-hidden="true" />
      <span className="conn__label">{live ? 'Live' : 'Offline'}</span>
    </button>
  );
}
