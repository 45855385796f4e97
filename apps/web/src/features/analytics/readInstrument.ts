import type { AnalyticsInstrument } from '@app/contracts/market/analytics-types';

/**
 * One tracked instrument as the Analytics table shows it, whatever case the server used: the
 * contract's figures, and the price history when the answer carried one.
 */
export type AnalyticsRow = Pick<
  AnalyticsInstrument,
  | 'instrument_token'
  | 'tradingsymbol'
  | 'name'
  | 'exchange'
  | 'livePrice'
  | 'hasLivePrice'
  | 'changePercent'
  | 'highestPrice'
  | 'lowestPrice'
  | 'lowestAfterHigh'
  | 'percentFromLowest'
  | 'percentBelowHigh'
  | 'percentDropFromHighToLow'
  | 'highDate'
> & { historicalData: unknown[] };

type Raw = Record<string, unknown>;

/** A finite number, also from numeric text (Postgres numerics may arrive as strings); else null. */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

const firstNumber = (...values: unknown[]) => {
  for (const v of values) {
    const n = readNumber(v);
    if (n !== null) return n;
  }
  return null;
};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Reads an analytics instrument: camelCase fields first, then the nested snake_case `analytics`
 * object, then snake_case at the top level. Null when it has no instrument token.
 */
export function readAnalyticsInstrument(value: unknown): AnalyticsRow | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as Raw;
  const a = (r.analytics && typeof r.analytics === 'object' ? r.analytics : {}) as Raw;
  const token = readNumber(r.instrument_token ?? r.instrumentToken);
  if (token === null || token <= 0) return null;
  const livePrice = firstNumber(r.livePrice, r.live_price);
  const hasLive = r.hasLivePrice ?? r.has_live_price;
  return {
    instrument_token: token,
    tradingsymbol: text(r.tradingsymbol ?? r.tradingSymbol),
    name: text(r.name),
    exchange: text(r.exchange),
    livePrice,
    hasLivePrice: typeof hasLive === 'boolean' ? hasLive && livePrice !== null : livePrice !== null,
    changePercent: firstNumber(r.changePercent, r.change_percent),
    highestPrice: firstNumber(r.highestPrice, a.highest_price, r.highest_price),
    lowestPrice: firstNumber(r.lowestPrice, a.lowest_price, r.lowest_price),
    lowestAfterHigh: firstNumber(r.lowestAfterHigh, a.lowest_after_high, r.lowest_after_high),
    percentFromLowest: firstNumber(r.percentFromLowest, a.percent_from_lowest, r.percent_from_lowest),
    percentBelowHigh: firstNumber(r.percentBelowHigh, a.percent_below_high, r.percent_below_high),
    percentDropFromHighToLow: firstNumber(
      r.percentDropFromHighToLow,
      a.percent_drop_from_high_to_low,
      r.percent_drop_from_high_to_low,
    ),
    highDate: typeof r.highDate === 'string' ? r.highDate : typeof r.high_date === 'string' ? r.high_date : null,
    historicalData: Array.isArray(r.historical_data) ? r.historical_data : [],
  };
}

/** Every readable instrument of a list; anything that is not a list reads as none. */
export function readAnalyticsList(value: unknown): AnalyticsRow[] {
  if (!Array.isArray(value)) return [];
  return value.map(readAnalyticsInstrument).filter((r): r is AnalyticsRow => r !== null);
}
