import { describe, expect, it } from 'vitest';
import { position } from './fixtures';
import { contractMonth, rolloverBody, rolloverCandidates, rolloverFieldOf } from './rolloverForm';

const fut = position({
  tradingSymbol: 'NIFTY26NOVFUT',
  name: 'NIFTY',
  exchange: 'NFO',
  instrumentType: 'FUT',
  expiry: '2026-11-24',
});
const dec = {
  tradingSymbol: 'NIFTY26DECFUT',
  instrumentToken: 1794642690,
  exchange: 'NFO',
  name: 'NIFTY',
  instrumentType: 'FUT' as const,
};
const hit = (tradingsymbol: string, name: string, instrument_type = 'FUT', exchange = 'NFO') => ({
  tradingsymbol,
  name,
  instrument_type,
  exchange,
  instrument_token: 1,
  last_price: 1,
});

describe('contractMonth', () => {
  it('reads the month of a monthly futures symbol', () => {
    expect(contractMonth('NIFTY26DECFUT')).toBe('2026-12');
    expect(contractMonth('GOLD27JANFUT')).toBe('2027-01');
    expect(contractMonth('RELIANCE')).toBeNull();
  });
});

describe('rolloverCandidates', () => {
  it('keeps later futures of the same underlying and exchange, nearest first', () => {
    const list = [
      hit('NIFTY 50', 'NIFTY 50', 'EQ', 'NSE'),
      hit('NIFTY27JANFUT', 'NIFTY'),
      hit('NIFTY26OCTFUT', 'NIFTY'),
      hit('NIFTY26NOVFUT', 'NIFTY'),
      hit('NIFTY26DECFUT', 'NIFTY'),
      hit('BANKNIFTY26DECFUT', 'BANKNIFTY'),
    ];
    expect(rolloverCandidates(list, fut).map((r) => r.tradingsymbol)).toEqual(['NIFTY26DECFUT', 'NIFTY27JANFUT']);
  });
});

describe('rolloverBody', () => {
  it('builds the rollover request body', () => {
    expect(
      rolloverBody({ instrument: dec, newExpiry: '2026-12-29', closePrice: '26050.5', openPrice: '26210' }, fut),
    ).toEqual({
      body: {
        newTradingSymbol: 'NIFTY26DECFUT',
        newInstrumentToken: 1794642690,
        newExpiry: '2026-12-29',
        closePrice: 26050.5,
        openPrice: 26210,
      },
      errors: {},
    });
  });

  it('needs a later futures contract and both prices', () => {
    const { body, errors } = rolloverBody(
      {
        instrument: { ...dec, tradingSymbol: 'NIFTY26NOVFUT' },
        newExpiry: '2026-11-24',
        closePrice: '',
        openPrice: 'x',
      },
      fut,
    );
    expect(body).toBeNull();
    expect(errors).toEqual({
      instrument: 'Pick a different contract from the current one',
      newExpiry: 'The new contract must expire after 24 Nov 2026',
      closePrice: 'Close price is required',
      openPrice: 'Open price must be a number',
    });
  });

  it('maps server fields to the form', () => {
    expect(rolloverFieldOf('newInstrumentToken')).toBe('instrument');
    expect(rolloverFieldOf('closePrice')).toBe('closePrice');
  });
});
