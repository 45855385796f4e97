import type { Instrument } from '@app/contracts';
import { hashSeed } from './prng.js';

/** 1: indices, index and commodity futures, large caps; 2: other F&O stocks and ETFs; 3: everything else. */
export type LiquidityTier = 1 | 2 | 3;

/** What the tier rule needs to know about the master beyond one row. */
export interface TierContext {
  /** Tradingsymbols of the large caps (NIFTY 50 and SENSEX shares), on either exchange. */
  largeCaps: ReadonlySet<string>;
  /** Underlyings that have stock futures: the F&O list. */
  fnoStocks: ReadonlySet<string>;
}

/**
 * Mean seconds between two ticks of one instrument. Tier 1 at 25 ticks/s is what the issue's
 * 5,000-20,000 ticks/s for the whole feed asks of the ~250 most liquid rows once tier 2 gives one a
 * second and tier 3 one every 10-60 s (an exchange's own broadcast updates such books many times a second).
 */
export const TIER_MEAN_GAP_SECONDS = { 1: 0.04, 2: 1, 3: { low: 10, high: 60 } } as const;

const isCash = (i: Instrument): boolean => i.instrument_type === 'EQ' && i.segment !== 'INDICES';

/** ETFs are mutual-fund units, so their ISINs carry the INF prefix that no company share has. */
export const isEtf = (i: Instrument): boolean => isCash(i) && (i.isin ?? '').startsWith('INF');

/**
 * The tier context of a master: large caps by symbol from the given rows, and the F&O list as the
 * underlyings of futures that are also listed as shares (index and commodity futures are not).
 */
export function tierContext(master: readonly Instrument[], largeCapRows: Iterable<Instrument>): TierContext {
  const largeCaps = new Set<string>();
  for (const i of largeCapRows) if (isCash(i)) largeCaps.add(i.tradingsymbol);
  const cashSymbols = new Set<string>();
  for (const i of master) if (isCash(i)) cashSymbols.add(i.tradingsymbol);
  const fnoStocks = new Set<string>();
  for (const i of master) if (i.instrument_type === 'FUT' && cashSymbols.has(i.name)) fnoStocks.add(i.name);
  return { largeCaps, fnoStocks };
}

export function tierOf(i: Instrument, context: TierContext): LiquidityTier {
  if (i.segment === 'INDICES') return 1;
  if (i.instrument_type === 'FUT') return context.fnoStocks.has(i.name) ? 2 : 1;
  // Options (a Kite master) are many and mostly illiquid: they tick as rarely as small shares.
  if (!isCash(i)) return 3;
  if (context.largeCaps.has(i.tradingsymbol)) return 1;
  if (context.fnoStocks.has(i.tradingsymbol) || isEtf(i)) return 2;
  return 3;
}

/**
 * An instrument's mean gap between ticks: fixed for tiers 1 and 2; in tier 3 a fixed point of 10-60 s
 * by token, so illiquid scrips do not all tick alike yet keep their pace from run to run.
 */
export function meanGapSeconds(i: Instrument, context: TierContext): number {
  const tier = tierOf(i, context);
  if (tier !== 3) return TIER_MEAN_GAP_SECONDS[tier];
  const { low, high } = TIER_MEAN_GAP_SECONDS[3];
  return low + (high - low) * (hashSeed(0x7143, String(i.instrument_token)) / 2 ** 32);
}

/** Ticks per second the instruments offer on average while all their markets are open. */
export function expectedTicksPerSecond(instruments: readonly Instrument[], context: TierContext): number {
  let rate = 0;
  for (const i of instruments) rate += 1 / meanGapSeconds(i, context);
  return rate;
}

/** Instruments per tier, for docs and the bench. */
export function tierCounts(instruments: readonly Instrument[], context: TierContext): Record<LiquidityTier, number> {
  const counts: Record<LiquidityTier, number> = { 1: 0, 2: 0, 3: 0 };
  for (const i of instruments) counts[tierOf(i, context)]++;
  return counts;
}
