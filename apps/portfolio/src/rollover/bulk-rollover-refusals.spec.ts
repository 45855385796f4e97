import { describe, expect, it } from '@jest/globals';
import { planRollovers } from './rollover-rules.js';

const position = (id: string, instrumentType: string) => ({
  id,
  tradingSymbol: instrumentType === 'FUT' ? 'NIFTY26NOVFUT' : 'RELIANCE',
  exchange: instrumentType === 'FUT' ? 'NFO' : 'NSE',
  name: 'X',
  instrumentType,
  buyPrice: 100,
  quantity: 1,
  positionType: 'BUY' as const,
});
const roll = (positionId: string) => ({
  positionId,
  newTradingSymbol: 'NIFTY26DECFUT',
  newInstrumentToken: 13238786,
  newExpiry: '2026-12-29',
  closePrice: 101,
  openPrice: 102,
});
const found = new Map([
  ['fut', position('fut', 'FUT')],
  ['eq', position('eq', 'EQ')],
]);
const plan = (...ids: string[]) => planRollovers(ids.map(roll), found, 0.05, '2026-11-24');

describe('a bulk rollover that cannot happen', () => {
  it('fails whole when one position is missing, even after a good one', () => {
    expect(plan('fut', 'missing')).toEqual({ refused: 'not-found' });
  });

  it('fails whole when one position is not a future', () => {
    expect(plan('fut', 'eq')).toEqual({ refused: 'not-futures' });
  });

  it('reports the first failing item, in the order given', () => {
    expect(plan('eq', 'missing')).toEqual({ refused: 'not-futures' });
    expect(plan('missing', 'eq')).toEqual({ refused: 'not-found' });
  });

  it('finds nothing left to roll when the same position is named twice', () => {
    expect(plan('fut', 'fut')).toEqual({ refused: 'not-found' });
  });

  it('plans nothing for an empty list', () => {
    expect(plan()).toEqual([]);
  });
});
