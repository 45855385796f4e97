import type { AnalyticsInstrument, Tick } from '@app/contracts';
import { liveFigures } from './analytics-calculator.js';
import type { TrackedInstrumentEntity } from './tracked-instrument.entity.js';

/** A tracked row with the live price applied, in the shape the Analytics container reads (both cases). */
export function toAnalyticsInstrument(r: TrackedInstrumentEntity, tick: Tick | undefined): AnalyticsInstrument {
  const computed = r.highest_price !== null && r.lowest_after_high !== null;
  const live = tick?.last_price ?? null;
  const figures =
    computed && live !== null
      ? liveFigures({ highestPrice: r.highest_price!, lowestAfterHigh: r.lowest_after_high! }, live)
      : null;
  // The drop from peak to trough needs no live price.
  const drop = computed
    ? Number((((r.highest_price! - r.lowest_after_high!) / r.highest_price!) * 100).toFixed(4))
    : null;
  return {
    instrument_token: r.instrument_token,
    tradingsymbol: r.tradingsymbol,
    name: r.name,
    exchange: r.exchange,
    months: r.months,
    status: r.status,
    error: r.error,
    livePrice: live,
    hasLivePrice: live !== null,
    changePercent: tick?.change_percent ?? null,
    highestPrice: r.highest_price,
    lowestPrice: r.lowest_price,
    lowestAfterHigh: r.lowest_after_high,
    percentFromLowest: figures?.percentFromLowest ?? null,
    percentBelowHigh: figures?.percentBelowHigh ?? null,
    percentDropFromHighToLow: drop,
    highDate: r.high_day,
    analytics: {
      highest_price: r.highest_price,
      lowest_price: r.lowest_price,
      lowest_after_high: r.lowest_after_high,
      percent_from_lowest: figures?.percentFromLowest ?? null,
      percent_below_high: figures?.percentBelowHigh ?? null,
      percent_drop_from_high_to_low: drop,
    },
    updated_at: r.updated_at.toISOString(),
  };
}
