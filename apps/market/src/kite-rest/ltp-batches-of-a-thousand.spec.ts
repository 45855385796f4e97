import { describe, expect, it } from '@jest/globals';
import { instrumentOf } from '../testing/market-fixtures.js';
import { batchesOf, ltpPricesOf, quoteKey } from './ltp-batches.js';

describe('LTP requests', () => {
  it('ask 1,500 instruments as a batch of 1,000 and one of 500', () => {
    const sizes = batchesOf(
      Array.from({ length: 1500 }, (_, i) => i),
      1000,
    ).map((b) => b.length);
    expect(sizes).toEqual([1000, 500]);
  });

  it('key an instrument as EXCHANGE:TRADINGSYMBOL, an index with its space', () => {
    expect(quoteKey({ exchange: 'NSE', tradingsymbol: 'NIFTY 50' })).toBe('NSE:NIFTY 50');
  });

  it('read prices by the asked instrument, leaving out keys Kite did not answer', () => {
    const infy = instrumentOf({ instrument_token: 408065, tradingsymbol: 'INFY' });
    const gone = instrumentOf({ instrument_token: 1, tradingsymbol: 'DELISTED' });
    const prices = ltpPricesOf([infy, gone], { 'NSE:INFY': { instrument_token: 408065, last_price: 1573.7 } });
    expect([...prices]).toEqual([[408065, 1573.7]]);
  });
});
