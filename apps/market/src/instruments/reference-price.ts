import type { Instrument } from '@app/contracts';
import { roundToTick } from '../feeds/simulator/gbm.js';

/**
 * Price bands (₹) that NSE's price-linked tick sizes imply: a share quoted in 0.01 trades under ₹250,
 * one in 5 above ₹20,000 (the schedule of NSE's 2024 and 2025 tick-size circulars, and the ticks of
 * Kite's dumps: ABB 0.5, BAJAJHLDNG 1, MRF 5).
 */
const TICK_BANDS: readonly (readonly [tick: number, low: number, high: number])[] = [
  [0.01, 10, 250],
  [0.05, 250, 1_000],
  [0.1, 1_000, 5_000],
  [0.5, 5_000, 10_000],
  [1, 10_000, 20_000],
  [5, 20_000, 150_000],
];
/** A share with no tick in its source: the range most Indian listings trade in. */
const CASH_BAND = [20, 2_500] as const;
/** Indices without a level: between a thematic index (~1,000) and the SENSEX (~85,000). */
const INDEX_BAND = [1_000, 50_000] as const;

/** FNV-1a: the same text always lands on the same point of a band. */
function unitHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 2 ** 32;
}

/** NSE's cash rule where the source gives no tick: 0.01 below ₹250, else 0.05. */
export const cashTick = (price: number): number => (price < 250 ? 0.01 : 0.05);

/**
 * A plausible reference price for an instrument whose source carries none: a fixed point (by ISIN, so
 * the NSE and BSE listings of one company agree) of the band its tick size implies, log-uniform.
 */
export function ruleReferencePrice(i: Instrument): { last_price: number; tick_size: number } {
  if (i.segment === 'INDICES') {
    const [low, high] = INDEX_BAND;
    return { last_price: Math.round(low * (high / low) ** unitHash(i.tradingsymbol)), tick_size: i.tick_size };
  }
  const [, low, high] = TICK_BANDS.find(([tick]) => tick === i.tick_size) ?? [0, ...CASH_BAND];
  const raw = low * (high / low) ** unitHash(i.isin ?? `${i.exchange}:${i.tradingsymbol}`);
  const tick = i.tick_size > 0 ? i.tick_size : cashTick(raw);
  return { last_price: roundToTick(raw, tick), tick_size: tick };
}

/**
 * Fills last_price (and a missing cash tick) on rows that have none: the price of another listing of
 * the same ISIN where one is known (NSE first), else the band rule. Rows with a price keep it.
 */
export function withReferencePrices(instruments: readonly Instrument[]): Instrument[] {
  const byIsin = new Map<string, number>();
  for (const i of instruments) if (i.isin && i.last_price > 0 && !byIsin.has(i.isin)) byIsin.set(i.isin, i.last_price);
  const nseFirst = [...instruments.keys()].sort(
    (a, b) => Number(instruments[a].exchange !== 'NSE') - Number(instruments[b].exchange !== 'NSE') || a - b,
  );
  const out = [...instruments];
  for (const k of nseFirst) {
    const i = instruments[k];
    if (i.last_price > 0) continue;
    const known = i.isin ? byIsin.get(i.isin) : undefined;
    const tick = i.tick_size > 0 || i.segment === 'INDICES' ? i.tick_size : known ? cashTick(known) : 0;
    const priced =
      known !== undefined
        ? { last_price: tick > 0 ? roundToTick(known, tick) : known, tick_size: tick }
        : ruleReferencePrice(i);
    if (i.isin && !byIsin.has(i.isin)) byIsin.set(i.isin, priced.last_price);
    out[k] = { ...i, ...priced };
  }
  return out;
}
