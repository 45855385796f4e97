import type { QuarterRow } from '@app/contracts';
import type { DayCandle } from '../candles/candle-generator.js';

const TRADING_DAYS = 252;
const round = (n: number, d = 4) => Number(n.toFixed(d));

export interface YearFigures {
  return_1y_percent: number | null;
  volatility_annual_percent: number | null;
  high_52w: number | null;
  low_52w: number | null;
  percent_from_52w_high: number | null;
  percent_from_52w_low: number | null;
}

/**
 * A year of day candles (oldest first) and the live price: return against the first close, annualised
 * volatility of daily log returns (sample stdev × √252), the 52-week range and where the price sits in it.
 */
export function yearFigures(candles: readonly DayCandle[], live: number): YearFigures {
  if (candles.length === 0) {
    return {
      return_1y_percent: null,
      volatility_annual_percent: null,
      high_52w: null,
      low_52w: null,
      percent_from_52w_high: null,
      percent_from_52w_low: null,
    };
  }
  const high = Math.max(live, ...candles.map((c) => c.high));
  const low = Math.min(live, ...candles.map((c) => c.low));
  const closes = candles.map((c) => c.close);
  const returns = closes.slice(1).map((c, i) => Math.log(c / closes[i]));
  let volatility: number | null = null;
  if (returns.length >= 2) {
    const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
    const variance = returns.reduce((a, b) => a + (b - mean) ** 2, 0) / (returns.length - 1);
    volatility = round(Math.sqrt(variance) * Math.sqrt(TRADING_DAYS) * 100);
  }
  return {
    return_1y_percent: round(((live - closes[0]) / closes[0]) * 100),
    volatility_annual_percent: volatility,
    high_52w: high,
    low_52w: low,
    percent_from_52w_high: round(((live - high) / high) * 100),
    percent_from_52w_low: round(((live - low) / low) * 100),
  };
}

/** Calendar quarters (IST) of day candles, oldest first; return is the quarter's close against its open. */
export function quarterRows(candles: readonly DayCandle[]): QuarterRow[] {
  const byQuarter = new Map<string, DayCandle[]>();
  for (const c of candles) {
    const [y, m] = c.day.split('-').map(Number);
    const key = `${y}-Q${Math.floor((m - 1) / 3) + 1}`;
    const list = byQuarter.get(key);
    if (list) list.push(c);
    else byQuarter.set(key, [c]);
  }
  return [...byQuarter.entries()].map(([quarter, days]) => {
    const open = days[0].open;
    const close = days[days.length - 1].close;
    return {
      quarter,
      start: days[0].day,
      end: days[days.length - 1].day,
      open,
      high: Math.max(...days.map((d) => d.high)),
      low: Math.min(...days.map((d) => d.low)),
      close,
      return_percent: round(((close - open) / open) * 100),
    };
  });
}

/** The first day of the window holding the last `quarters` calendar quarters, the current one included. */
export function quartersWindowStart(today: string, quarters: number): string {
  const [y, m] = today.split('-').map(Number);
  const firstMonth = Math.floor((m - 1) / 3) * 3 + 1 - 3 * (quarters - 1);
  return new Date(Date.UTC(y, firstMonth - 1, 1)).toISOString().slice(0, 10);
}
