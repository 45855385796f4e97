import { describe, expect, it } from 'vitest';
import type { RebuyGroup } from '@app/contracts/portfolio/types';
import { deriveRebuyRow } from './rebuyMath';
import { isRebuySortColumn, REBUY_DEFAULT_SORT, sortRebuy } from './rebuySort';

const group = (symbol: string, live: number | null, buy: number, sell: number, qty: number): RebuyGroup => ({
  instrumentToken: symbol.length,
  tradingSymbol: symbol,
  name: symbol,
  exchange: 'NSE',
  livePrice: live,
  hasLivePrice: live !== null,
  changePercent: null,
  entries: [
    {
      id: symbol,
      buyPrice: buy,
      sellPrice: sell,
      quantity: qty,
      originalPositionId: null,
      buyDate: null,
      sellDate: '',
      createdAt: '',
      livePrice: null,
      hasLivePrice: false,
      changePercent: null,
      currentGainLoss: null,
      currentGainLossPercent: null,
    },
  ],
});

// gain: ITC (432.1-405)x100 = 2710; WIPRO (251.9-260)x200 = -1620; SBIN unpriced. value: 40500, 52000.
const rows = [
  group('WIPRO', 260, 268.45, 251.9, 200),
  group('SBIN', null, 800, 900, 10),
  group('ITC', 405, 455.2, 432.1, 100),
].map(deriveRebuyRow);
const symbols = (list: { symbol: string }[]) => list.map((r) => r.symbol);

describe('re-buy sort keys', () => {
  it('defaults to current gain/loss descending with unpriced groups last', () => {
    expect(REBUY_DEFAULT_SORT).toEqual({ column: 'currentGainLoss', direction: 'desc' });
    expect(symbols(sortRebuy(rows, REBUY_DEFAULT_SORT))).toEqual(['ITC', 'WIPRO', 'SBIN']);
  });

  it('sorts live price by total current value', () => {
    expect(symbols(sortRebuy(rows, { column: 'livePrice', direction: 'desc' }))).toEqual(['WIPRO', 'ITC', 'SBIN']);
  });

  it('sorts by symbol and by original P&L', () => {
    expect(symbols(sortRebuy(rows, { column: 'instrument', direction: 'asc' }))).toEqual(['ITC', 'SBIN', 'WIPRO']);
    // original: WIPRO -3310, SBIN +1000, ITC -2310
    expect(symbols(sortRebuy(rows, { column: 'originalGainLoss', direction: 'desc' }))).toEqual([
      'SBIN',
      'ITC',
      'WIPRO',
    ]);
  });

  it('knows which ids sort', () => {
    expect(isRebuySortColumn('originalGainLoss')).toBe(true);
    expect(isRebuySortColumn('buyPrice')).toBe(false);
  });
});
