import { describe, expect, it } from '@jest/globals';
import type { CreatePositionDto } from '@app/contracts';
import { newPositionFrom } from './position.js';

const given = (over: Partial<CreatePositionDto> = {}) =>
  ({
    tradingSymbol: 'RELIANCE',
    instrumentToken: 738561,
    exchange: 'NSE',
    buyPrice: 1400,
    quantity: 10,
    ...over,
  }) as CreatePositionDto;
const equity = { name: 'RELIANCE INDUSTRIES', instrument_type: 'EQ', expiry: null };

describe('a new position completed from its instrument', () => {
  it("takes the instrument's name and is an equity BUY with nothing else known", () => {
    expect(newPositionFrom(given(), equity)).toEqual({
      tradingSymbol: 'RELIANCE',
      instrumentToken: 738561,
      exchange: 'NSE',
      name: 'RELIANCE INDUSTRIES',
      instrumentType: 'EQ',
      expiry: null,
      buyDate: null,
      buyPrice: 1400,
      quantity: 10,
      positionType: 'BUY',
      yesterdayClosingPrice: null,
    });
  });

  it("is a future with the contract's expiry when the instrument is one", () => {
    const future = { name: 'NIFTY', instrument_type: 'FUT', expiry: '2026-12-29' };
    expect(newPositionFrom(given({ tradingSymbol: 'NIFTY26DECFUT', exchange: 'NFO' }), future)).toMatchObject({
      name: 'NIFTY',
      instrumentType: 'FUT',
      expiry: '2026-12-29',
    });
  });

  it('counts every instrument that is not a future as an equity', () => {
    expect(newPositionFrom(given(), { ...equity, instrument_type: 'CE' }).instrumentType).toBe('EQ');
  });

  it('falls back to the symbol when neither the position nor the instrument has a name', () => {
    expect(newPositionFrom(given({ name: '' }), { ...equity, name: '' }).name).toBe('RELIANCE');
  });

  it('keeps what was given over what the instrument says', () => {
    const own = given({
      name: 'Reliance',
      instrumentType: 'FUT',
      expiry: '2027-01-28',
      positionType: 'SELL',
      buyDate: '2026-11-02',
      yesterdayClosingPrice: 1390.5,
    });
    expect(newPositionFrom(own, equity)).toMatchObject({
      name: 'Reliance',
      instrumentType: 'FUT',
      expiry: '2027-01-28',
      positionType: 'SELL',
      buyDate: '2026-11-02',
      yesterdayClosingPrice: 1390.5,
    });
  });
});
