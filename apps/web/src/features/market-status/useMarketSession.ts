import { useEffect, useState } from 'react';
import { MARKET_STATUS_REFRESH_MS, marketSessionAt, type MarketSession } from './marketStatus';

const systemNow = () => new Date();

/** The market session, re-evaluated every 30 s. */
export function useMarketSession(now: () => Date = systemNow): MarketSession {
  const [session, setSession] = useState(() => marketSessionAt(now()));
  useEffect(() => {
    const timer = setInterval(() => setSession(marketSessionAt(now())), MARKET_STATUS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [now]);
  return session;
}
