import { Prng, hashSeed } from '../feeds/simulator/prng.js';
import { roundToTick } from '../feeds/simulator/gbm.js';
import type { DayCandle } from './candle-generator.js';

export interface IntradayBar {
  /** minutes after IST midnight */
  minute: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/**
 * Bars of `stepMinutes` inside one day's session, consistent with the day candle: the first bar opens
 * at the day's open, the last closes at its close, every price stays in the day's range and the bars'
 * extremes reach the day's high and low. The path is a Brownian bridge seeded by instrument, day and
 * interval, so the same request always answers the same bars.
 */
export function generateIntradayBars(
  token: number,
  day: DayCandle,
  session: { startMinute: number; endMinute: number },
  stepMinutes: number,
  tick: number,
): IntradayBar[] {
  const n = Math.max(1, Math.floor((session.endMinute - session.startMinute) / stepMinutes));
  const rng = new Prng(hashSeed(token, `${day.day}/${stepMinutes}`));
  const walk = [0];
  for (let i = 1; i <= n; i++) walk.push(walk[i - 1] + rng.normal());
  const range = Math.max(day.high - day.low, tick);
  const scale = range / (4 * Math.sqrt(n));
  // Bridge: pin the walk to the open at the start and the close at the end.
  const path = walk.map((w, i) => day.open + (day.close - day.open) * (i / n) + scale * (w - (i / n) * walk[n]));
  const clamp = (p: number) => Math.min(day.high, Math.max(day.low, p));
  const r = (p: number) => roundToTick(clamp(p), tick);
  const bars: IntradayBar[] = [];
  for (let i = 0; i < n; i++) {
    const open = r(path[i]);
    const close = i === n - 1 ? day.close : r(path[i + 1]);
    const wiggle = scale * 0.3 * Math.abs(rng.normal());
    bars.push({
      minute: session.startMinute + i * stepMinutes,
      open: i === 0 ? day.open : open,
      high: r(Math.max(open, close) + wiggle),
      low: r(Math.min(open, close) - wiggle),
      close,
      volume: 0,
    });
  }
  const top = bars.reduce((a, b) => (b.high > a.high ? b : a));
  const bottom = bars.reduce((a, b) => (b.low < a.low ? b : a));
  top.high = day.high;
  bottom.low = day.low;
  for (const b of bars) {
    b.high = Math.max(b.high, b.open, b.close);
    b.low = Math.min(b.low, b.open, b.close);
  }
  // Volume follows the usual U shape of a session: busy at the open and the close.
  const weights = bars.map((_, i) => 1 + 1.5 * Math.abs(i / Math.max(1, n - 1) - 0.5) * 2);
  const total = weights.reduce((a, b) => a + b, 0);
  let left = day.volume;
  bars.forEach((b, i) => {
    b.volume =
      i === bars.length - 1 ? Math.max(0, left) : Math.min(left, Math.round((day.volume * weights[i]) / total));
    left -= b.volume;
  });
  return bars;
}
