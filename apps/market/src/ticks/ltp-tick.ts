import type { Tick } from '@app/contracts';
import { tradingDayOf } from '@app/calendar';

/**
 * A tick for an instrument the ticker does not stream, from Kite's last traded price. The stored or
 * reference tick it replaces gives the rest: today's open, range and volume when it is from today,
 * and the previous close (its last price when it is from an earlier day). Without one the price
 * stands alone, with no change.
 */
export function ltpTick(token: number, ltp: number, base: Tick | undefined, now: Date): Tick {
  const today = tradingDayOf(now);
  const baseToday = base !== undefined && tradingDayOf(new Date(base.timestamp)) === today;
  const close = base ? (baseToday ? base.ohlc.close : base.last_price) : ltp;
  const ohlc = baseToday
    ? { open: base.ohlc.open, high: Math.max(base.ohlc.high, ltp), low: Math.min(base.ohlc.low, ltp), close }
    : { open: ltp, high: ltp, low: ltp, close };
  const change = ltp - close;
  return {
    instrument_token: token,
    last_price: ltp,
    ohlc,
    change,
    change_percent: close !== 0 ? (change * 100) / close : 0,
    volume: baseToday ? base.volume : 0,
    timestamp: now.toISOString(),
  };
}
