import { Prng, hashSeed } from '../feeds/simulator/prng.js';
import { roundToTick } from '../feeds/simulator/gbm.js';

export interface DayCandle {
  day: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface GeneratorProfile {
  token: number;
  sigmaAnnual: number;
  tick: number;
  /** Typical units traded a day; 0 for indices. */
  dailyVolume: number;
}

const TRADING_DAYS = 252;
const HISTORY_SEED = 0x0c4a11e5;

/**
 * Simulated day candles, walking back in time from an anchor: the close of the newest day is the
 * anchor, and each older day's close is the newer day's previous close. Every day's shape comes from
 * a generator seeded by instrument and date, so the same day always looks the same for the same anchor.
 * `days` must be newest first.
 */
export function generateDayCandles(
  profile: GeneratorProfile,
  anchorClose: number,
  days: readonly string[],
): DayCandle[] {
  const sigmaDay = profile.sigmaAnnual / Math.sqrt(TRADING_DAYS);
  const out: DayCandle[] = [];
  let close = anchorClose;
  for (const day of days) {
    const rng = new Prng(hashSeed(HISTORY_SEED ^ profile.token, day));
    const dayReturn = sigmaDay * rng.normal();
    const gap = 0.2 * sigmaDay * rng.normal();
    const previousClose = close / Math.exp(dayReturn);
    const open = previousClose * Math.exp(gap);
    const high = Math.max(open, close) * Math.exp(0.5 * sigmaDay * Math.abs(rng.normal()));
    const low = Math.min(open, close) / Math.exp(0.5 * sigmaDay * Math.abs(rng.normal()));
    const r = (p: number) => roundToTick(p, profile.tick);
    const candle = {
      day,
      open: r(open),
      high: r(high),
      low: r(low),
      close: r(close),
      volume: Math.round(profile.dailyVolume * (0.6 + 0.8 * rng.next())),
    };
    // Rounding can push open or close a tick past the extremes; the range must contain them.
    candle.high = Math.max(candle.high, candle.open, candle.close);
    candle.low = Math.min(candle.low, candle.open, candle.close);
    out.push(candle);
    close = previousClose;
  }
  return out;
}
