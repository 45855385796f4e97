import { describe, expect, it } from '@jest/globals';
import type { Instrument } from '@app/contracts';
import { InstrumentRefIndex } from './instrument-ref-index.js';

const instrument = (
  instrument_token: number,
  exchange: string,
  tradingsymbol: string,
  isin: string | null,
): Instrument => ({
  instrument_token,
  exchange_token: instrument_token,
  tradingsymbol,
  name: tradingsymbol,
  last_price: 100,
  expiry: null,
  strike: 0,
  tick_size: 0.05,
  lot_size: 1,
  instrument_type: 'EQ',
  segment: exchange,
  exchange,
  isin,
});

const index = new InstrumentRefIndex([
  instrument(500209, 'BSE', 'INFY', 'INE009A01021'),
  instrument(408065, 'NSE', 'INFY', 'INE009A01021'),
  instrument(256265, 'NSE', 'NIFTY 50', null),
  instrument(1, 'BSE', 'ONLYBSE', 'INE000X01011'),
]);

describe('resolving the instruments a daily-closes request names', () => {
  it('takes the token first, whatever else is named', () => {
    expect(index.resolve({ instrument_token: 256265, isin: 'INE009A01021' })?.tradingsymbol).toBe('NIFTY 50');
  });

  it('prices an ISIN from its NSE listing, and from BSE when that is the only one', () => {
    expect(index.resolve({ isin: 'INE009A01021' })?.instrument_token).toBe(408065);
    expect(index.resolve({ isin: 'INE000X01011' })?.instrument_token).toBe(1);
  });

  it('falls back to exchange and symbol, and finds nothing for what the master lacks', () => {
    expect(index.resolve({ isin: 'INE999Z01019', exchange: 'BSE', tradingsymbol: 'INFY' })?.instrument_token).toBe(
      500209,
    );
    expect(index.resolve({ instrument_token: 99, isin: 'INE999Z01019' })).toBeUndefined();
  });
});
