import type { DashboardIndex, Tick } from '@app/contracts';
import type { DashboardIndexEntity } from './dashboard-index.entity.js';

/** A stored pick with its latest tick, as the header shows it; nulls until the index has a price. */
export function toDashboardIndex(r: DashboardIndexEntity, t: Tick | undefined): DashboardIndex {
  return {
    instrument_token: r.instrument_token,
    tradingsymbol: r.tradingsymbol,
    name: r.name,
    price: t?.last_price ?? null,
    change: t?.change ?? null,
    changePercent: t?.change_percent ?? null,
    previousClose: t?.ohlc.close ?? null,
    lastUpdateTime: t?.timestamp ?? null,
    side: r.side,
  };
}
