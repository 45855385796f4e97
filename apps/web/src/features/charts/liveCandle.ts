import { IST_OFFSET_MINUTES } from '../../shared/format/dates';
import type { LivePrice } from '../../shared/live/priceStore';
import { istSeconds, type ChartBar } from './candles';
import { intervalInfo, type ChartInterval } from './intervals';

/** What a candle needs of a live price: its exchange time (ISO), or else `receivedAt` (ms), stands in. */
export type TickForCandle = Pick<LivePrice, 'last_price' | 'ohlc' | 'volume' | 'timestamp'> &
  Partial<Pick<LivePrice, 'receivedAt'>>;

const IST_OFFSET_S = IST_OFFSET_MINUTES * 60;

function tickSeconds(tick: TickForCandle): number | null {
  const fromStamp = tick.timestamp ? istSeconds(tick.timestamp) : null;
  if (fromStamp !== null) return fromStamp;
  return typeof tick.receivedAt === 'number' ? Math.floor(tick.receivedAt / 1000) + IST_OFFSET_S : null;
}

/**
 * The chart's last bar after a tick: the same bar grown to the price, or a new bar when the tick
 * falls in a later period. Null when the tick is older than the last bar or unusable.
 */
export function mergeTick(last: ChartBar, tick: TickForCandle, interval: ChartInterval): ChartBar | null {
  const p = tick.last_price;
  const t = tickSeconds(tick);
  if (!Number.isFinite(p) || p <= 0 || t === null) return null;

  if (interval === 'day') {
    const day = new Date(t * 1000).toISOString().slice(0, 10);
    // The tick's own day range (ohlc high/low) covers moves this page did not see.
    const dayHigh = Math.max(p, tick.ohlc?.high ?? p);
    const dayLow = Math.min(p, tick.ohlc?.low && tick.ohlc.low > 0 ? tick.ohlc.low : p);
    if (day === last.time)
      return {
        ...last,
        high: Math.max(last.high, dayHigh),
        low: Math.min(last.low, dayLow),
        close: p,
        volume: tick.volume ?? last.volume,
      };
    if (day < String(last.time)) return null;
    const open = tick.ohlc?.open && tick.ohlc.open > 0 ? tick.ohlc.open : p;
    return {
      time: day,
      open,
      high: Math.max(dayHigh, open),
      low: Math.min(dayLow, open),
      close: p,
      volume: tick.volume ?? 0,
    };
  }

  const lastTime = Number(last.time);
  if (t < lastTime) return null;
  // Bars sit on a grid from the session's first bar (09:15 for NSE), which repeats every day.
  const step = intervalInfo(interval).minutes * 60;
  const bucket = lastTime + Math.floor((t - lastTime) / step) * step;
  if (bucket === lastTime) return { ...last, high: Math.max(last.high, p), low: Math.min(last.low, p), close: p };
  return { time: bucket, open: p, high: p, low: p, close: p, volume: 0 };
}
