import { describe, expect, it } from 'vitest';
import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { QUICK_PICKS, resolveQuickPick } from './quickPicks';

const hit = (tradingsymbol: string, exchange: string, instrument_token: number): SecuritySearchResult => ({
  tradingsymbol,
  exchange,
  instrument_token,
  name: tradingsymbol,
  instrument_type: 'EQ',
  last_price: 1,
});

describe('quick picks', () => {
  it('has 50 NIFTY and 30 SENSEX symbols, none twice', () => {
    const nifty = QUICK_PICKS.find((p) => p.id === 'nifty50')!;
    const sensex = QUICK_PICKS.find((p) => p.id === 'sensex')!;
    expect(nifty.symbols).toHaveLength(50);
    expect(new Set(nifty.symbols).size).toBe(50);
    expect(sensex.symbols).toHaveLength(30);
  });

  it('keeps exact matches on the basket exchange and lists the rest as missing', async () => {
    const search = async (q: string) =>
      q === 'TCS'
        ? [hit('TCS', 'BSE', 1), hit('TCS', 'NSE', 2)]
        : q === 'INFY'
          ? [hit('INFYBEES', 'NSE', 3)]
          : [hit(q, 'NSE', q.length)];
    const { found, missing } = await resolveQuickPick(
      { id: 't', name: 'T', exchange: 'NSE', symbols: ['TCS', 'INFY', 'WIPRO'] },
      search,
    );
    expect(found.map((f) => f.instrument_token)).toEqual([2, 5]);
    expect(missing).toEqual(['INFY']);
  });
});
