import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@app/contracts';
import { indexOf, instrumentOf, thrownBy } from '../testing/market-fixtures.js';
import { checkIsIndex, defaultPicks, newPick } from './index-picks.js';

const USER = '00000000-0000-4000-8000-000000000007';
const NIFTY50 = 256265;
const SENSEX = 265;
const BANKNIFTY = 260105;
const NIFTYIT = 259849;
const pharma = indexOf(262409, 'NIFTY PHARMA');

describe('a user opens the dashboard for the first time', () => {
  it('gets NIFTY50 and SENSEX on the left and BANKNIFTY and NIFTYIT on the right, by product code', () => {
    expect(defaultPicks(USER)).toEqual([
      { user_id: USER, instrument_token: NIFTY50, tradingsymbol: 'NIFTY50', name: 'NIFTY 50', side: 'left' },
      { user_id: USER, instrument_token: SENSEX, tradingsymbol: 'SENSEX', name: 'SENSEX', side: 'left' },
      { user_id: USER, instrument_token: BANKNIFTY, tradingsymbol: 'BANKNIFTY', name: 'NIFTY BANK', side: 'right' },
      { user_id: USER, instrument_token: NIFTYIT, tradingsymbol: 'NIFTYIT', name: 'NIFTY IT', side: 'right' },
    ]);
  });
});

describe('a user adds an index to a side', () => {
  const defaults = defaultPicks(USER);

  it('is refused with 409 when the side already holds two', () => {
    expect(thrownBy(() => newPick(USER, pharma, 'left', defaults))).toMatchObject({
      code: ErrorCode.Conflict,
      message: 'At most 2 indices per side',
    });
  });

  it('gets the index under its preset product code once the side has room', () => {
    const left = defaults.filter((p) => p.instrument_token !== SENSEX);
    expect(newPick(USER, pharma, 'left', left)).toEqual({
      user_id: USER,
      instrument_token: 262409,
      tradingsymbol: 'NIFTYPHARMA',
      name: 'NIFTY PHARMA',
      side: 'left',
    });
  });

  it('is refused with 409 for an index already in the header, even on the other side', () => {
    const oneLeft = defaults.filter((p) => p.side === 'right');
    expect(thrownBy(() => newPick(USER, indexOf(BANKNIFTY, 'NIFTY BANK'), 'left', oneLeft))).toMatchObject({
      code: ErrorCode.Conflict,
      message: 'BANKNIFTY is already on the dashboard',
    });
  });

  it('keeps the master names of an index that is not a preset', () => {
    expect(newPick(USER, indexOf(999, 'NIFTY REALTY'), 'right', [])).toMatchObject({
      tradingsymbol: 'NIFTY REALTY',
      name: 'NIFTY REALTY',
    });
  });

  it('is refused with 400 naming instrument_token when the instrument is not an index', () => {
    expect(() => checkIsIndex(pharma)).not.toThrow();
    expect(thrownBy(() => checkIsIndex(instrumentOf()))).toMatchObject({
      code: ErrorCode.ValidationFailed,
      details: [{ field: 'instrument_token', errors: ['instrument_token must be an index'] }],
    });
  });
});
