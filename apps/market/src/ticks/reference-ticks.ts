import type { Instrument, Tick } from '@app/contracts';

/** Flat ticks at each instrument's reference price (the dump's last price), for instruments that have one. */
export function referenceTicks(instruments: readonly Instrument[], at: Date): Tick[] {
  const timestamp = at.toISOString();
  return instruments
    .filter((i) => i.last_price > 0)
    .map((i) => ({
      instrument_token: i.instrument_token,
      last_price: i.last_price,
      ohlc: { open: i.last_price, high: i.last_price, low: i.last_price, close: i.last_price },
      change: 0,
      change_percent: 0,
      volume: 0,
      timestamp,
    }));
}
