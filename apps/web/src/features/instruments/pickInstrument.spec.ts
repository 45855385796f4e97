import { describe, expect, it } from 'vitest';
import { instrumentProblem, pickInstrument, priceInput } from './pickInstrument';

const hit = {
  instrument_token: 1794642690,
  tradingsymbol: 'NIFTY26DECFUT',
  name: 'NIFTY',
  exchange: 'NFO',
  instrument_type: 'FUT',
  last_price: 26217,
};

describe('pickInstrument', () => {
  it('maps a search hit to position fields, futures as FUT', () => {
    expect(pickInstrument(hit)).toEqual({
      tradingSymbol: 'NIFTY26DECFUT',
      instrumentToken: 1794642690,
      exchange: 'NFO',
      name: 'NIFTY',
      instrumentType: 'FUT',
      lastPrice: 26217,
    });
    expect(pickInstrument({ ...hit, instrument_type: 'EQ', last_price: 0, name: '' })).toMatchObject({
      instrumentType: 'EQ',
      name: 'NIFTY26DECFUT',
      lastPrice: undefined,
    });
  });
});

describe('instrumentProblem', () => {
  it('needs a pick on a supported exchange', () => {
    expect(instrumentProblem(null)).toBe('Pick an instrument');
    expect(instrumentProblem(pickInstrument({ ...hit, exchange: 'CDS' }))).toMatch(/CDS is not supported/);
    expect(instrumentProblem(pickInstrument(hit))).toBeNull();
  });
});

describe('priceInput', () => {
  it('writes 2 decimals without grouping', () => {
    expect(priceInput(1385.5)).toBe('1385.50');
    expect(priceInput(null)).toBe('');
  });
});
