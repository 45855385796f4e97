import { describe, expect, it } from '@jest/globals';
import type { Position } from '@app/contracts';
import { lossCoverPositions } from './loss-cover-filter.js';

const losing = (tradingSymbol: string, name: string) =>
  ({
    id: tradingSymbol,
    tradingSymbol,
    name,
    positionType: 'BUY',
    buyPrice: 100,
    livePrice: 90,
    quantity: 1,
  }) as Position;
const positions = [losing('INFY', 'INFOSYS'), losing('TCS', 'TATA CONSULTANCY SERV LT')];
const search = (text: string) => lossCoverPositions(positions, { search: text }).map((p) => p.tradingsymbol);

describe('loss-cover search', () => {
  it('matches the trading symbol, in any case', () => {
    expect(search('tcs')).toEqual(['TCS']);
  });

  it('matches the name, ignoring the spaces around the search', () => {
    expect(search('  infosys ')).toEqual(['INFY']);
    expect(search('consultancy')).toEqual(['TCS']);
  });

  it('lists everything for an empty search and nothing for one that matches nothing', () => {
    expect(search('')).toEqual(['INFY', 'TCS']);
    expect(search('   ')).toEqual(['INFY', 'TCS']);
    expect(search('wipro')).toEqual([]);
  });
});
