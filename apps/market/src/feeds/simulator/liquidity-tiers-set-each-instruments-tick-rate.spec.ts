import { describe, expect, it } from '@jest/globals';
import type { Instrument } from '@app/contracts';
import { loadBundledInstruments, snapshotPricedTokens } from '../../instruments/bundled-instruments.js';
import {
  TIER_MEAN_GAP_SECONDS,
  expectedTicksPerSecond,
  meanGapSeconds,
  tierContext,
  tierCounts,
  tierOf,
} from './liquidity-tier.js';

const base: Instrument = {
  instrument_token: 1,
  exchange_token: 0,
  tradingsymbol: '',
  name: '',
  last_price: 100,
  expiry: null,
  strike: 0,
  tick_size: 0.05,
  lot_size: 1,
  instrument_type: 'EQ',
  segment: 'NSE',
  exchange: 'NSE',
  isin: null,
};
const make = (over: Partial<Instrument>): Instrument => ({ ...base, ...over });

const reliance = make({ instrument_token: 738561, tradingsymbol: 'RELIANCE', isin: 'INE002A01018' });
const relianceBse = make({ instrument_token: 128083204, tradingsymbol: 'RELIANCE', exchange: 'BSE', segment: 'BSE' });
const nifty = make({ instrument_token: 256265, tradingsymbol: 'NIFTY 50', segment: 'INDICES', tick_size: 0 });
const niftyFut = make({ instrument_token: 9, tradingsymbol: 'NIFTY26DECFUT', name: 'NIFTY', instrument_type: 'FUT' });
const abb = make({ instrument_token: 3329, tradingsymbol: 'ABB', isin: 'INE117A01022' });
const abbFut = make({ instrument_token: 10, tradingsymbol: 'ABB26DECFUT', name: 'ABB', instrument_type: 'FUT' });
const niftyBees = make({ instrument_token: 2707457, tradingsymbol: 'NIFTYBEES', isin: 'INF204KB14I2' });
const smeScrip = make({ instrument_token: 6352385, tradingsymbol: 'SMALLCO', isin: 'INE000X01011' });
const master = [reliance, relianceBse, nifty, niftyFut, abb, abbFut, niftyBees, smeScrip];
const context = tierContext(master, [reliance, nifty]);

describe('liquidity tiers set each instrument tick rate', () => {
  it('puts indices, index futures and large caps on both exchanges in tier 1', () => {
    expect([nifty, niftyFut, reliance, relianceBse].map((i) => tierOf(i, context))).toEqual([1, 1, 1, 1]);
  });

  it('puts the other F&O stocks, their futures and ETFs in tier 2, and any other share in tier 3', () => {
    expect([abb, abbFut, niftyBees, smeScrip].map((i) => tierOf(i, context))).toEqual([2, 2, 2, 3]);
  });

  it('gives tier 1 several ticks a second, tier 2 one, and a tier 3 scrip one every 10 to 60 seconds', () => {
    expect(1 / meanGapSeconds(reliance, context)).toBeGreaterThanOrEqual(5);
    expect(meanGapSeconds(abb, context)).toBe(1);
    const gap = meanGapSeconds(smeScrip, context);
    expect(gap).toBeGreaterThanOrEqual(10);
    expect(gap).toBeLessThanOrEqual(60);
    // A fixed point of the band: the same scrip keeps its pace from run to run.
    expect(meanGapSeconds(smeScrip, context)).toBe(gap);
  });

  it('spreads tier 3 over the whole 10-60 s band', () => {
    const gaps = Array.from({ length: 2000 }, (_, k) => meanGapSeconds(make({ instrument_token: 5000 + k }), context));
    expect(Math.min(...gaps)).toBeLessThan(12);
    expect(Math.max(...gaps)).toBeGreaterThan(58);
  });

  it('makes the bundled universe offer 5,000 to 20,000 ticks a second in the normal session', () => {
    const universe = loadBundledInstruments(new Date('2026-11-24T04:00:00Z'));
    const priced = snapshotPricedTokens();
    const bundled = tierContext(
      universe,
      universe.filter((i) => priced.has(i.instrument_token)),
    );
    const counts = tierCounts(universe, bundled);
    expect(counts[1] + counts[2] + counts[3]).toBe(universe.length);
    // The snapshot's NIFTY 50 / SENSEX shares on both exchanges, its indices, index and MCX futures.
    expect(counts[1]).toBeGreaterThan(200);
    expect(counts[2]).toBeGreaterThan(800);
    const rate = expectedTicksPerSecond(universe, bundled);
    expect(rate).toBeGreaterThanOrEqual(5000);
    expect(rate).toBeLessThanOrEqual(20000);
    // Tier 1 alone is counts[1] / 0.04 s; the rest comes from tiers 2 and 3.
    expect(rate).toBeGreaterThan(counts[1] / TIER_MEAN_GAP_SECONDS[1]);
  });
});
