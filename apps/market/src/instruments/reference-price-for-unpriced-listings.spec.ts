import { describe, expect, it } from '@jest/globals';
import { indexOf, instrumentOf } from '../testing/market-fixtures.js';
import { cashTick, ruleReferencePrice, withReferencePrices } from './reference-price.js';

describe('a listing without a price in its source', () => {
  it('keeps the price it has', () => {
    const priced = instrumentOf({ last_price: 1520, isin: 'INE002A01018' });
    expect(withReferencePrices([priced])).toEqual([priced]);
  });

  it('takes the price of its NSE listing when only the BSE one lacks it, on a cash tick', () => {
    const [, bse] = withReferencePrices([
      instrumentOf({ instrument_token: 1, last_price: 1520.1, tick_size: 0.1, isin: 'INE002A01018' }),
      instrumentOf({
        instrument_token: 2,
        exchange: 'BSE',
        segment: 'BSE',
        last_price: 0,
        tick_size: 0,
        isin: 'INE002A01018',
      }),
    ]);
    expect(bse).toMatchObject({ last_price: 1520.1, tick_size: 0.05 });
  });

  it('gets a price inside the band its tick implies: a 5-rupee tick trades above 20,000', () => {
    const mrf = ruleReferencePrice(instrumentOf({ last_price: 0, tick_size: 5, isin: 'INE883A01011' }));
    expect(mrf.last_price).toBeGreaterThanOrEqual(20_000);
    expect(mrf.last_price).toBeLessThanOrEqual(150_000);
    expect(mrf.last_price % 5).toBe(0);
    const penny = ruleReferencePrice(instrumentOf({ last_price: 0, tick_size: 0.01, isin: 'INE144J01027' }));
    expect(penny.last_price).toBeLessThanOrEqual(250);
  });

  it('without a tick, gets a price between 20 and 2,500 and the cash tick of that price', () => {
    const p = ruleReferencePrice(instrumentOf({ last_price: 0, tick_size: 0, isin: 'INE1K4J01018' }));
    expect(p.last_price).toBeGreaterThanOrEqual(20);
    expect(p.last_price).toBeLessThanOrEqual(2_500);
    expect(p.tick_size).toBe(cashTick(p.last_price));
  });

  it('is the same price on every load, and differs between companies', () => {
    const a = instrumentOf({ last_price: 0, tick_size: 0.05, isin: 'INE883A01011' });
    const b = instrumentOf({ last_price: 0, tick_size: 0.05, isin: 'INE335Y01020' });
    expect(ruleReferencePrice(a)).toEqual(ruleReferencePrice({ ...a }));
    expect(ruleReferencePrice(a).last_price).not.toBe(ruleReferencePrice(b).last_price);
  });

  it('puts an index without a level between 1,000 and 50,000, with no tick', () => {
    const p = ruleReferencePrice({ ...indexOf(270857, 'NIFTY NEXT 50'), last_price: 0 });
    expect(p.last_price).toBeGreaterThanOrEqual(1_000);
    expect(p.last_price).toBeLessThanOrEqual(50_000);
    expect(p.tick_size).toBe(0);
  });
});
