import clsx from 'clsx';
import { useLiveConnection } from '../../shared/live/useLiveConnection';

/** 'Live Data' while the market-data socket is connected, else 'Offline'. */
export function LiveIndicator() {
  const { state } = useLiveConnection();
  const live = state === 'connected';
  return (
    <span
      className={clsx('live-indicator', live ? 'live-indicator--on' : 'live-indicator--off')}
      role="status"
      data-testid="overview-live"
      title={
        live
          ? 'Prices stream in real time'
          : state === 'connecting'
            ? 'Connecting to real-time data…'
            : 'Real-time data is offline'
      }
    >
      <span className="live-indicator__dot" aria-hidden="true" />
      {live ? 'Live Data' : 'Offline'}
    </span>
  );
}
