import { describe, expect, it } from '@jest/globals';
import type { Instrument, Tick } from '@app/contracts';
import { marketOverview } from './market-overview.js';

function inst(token: number, tradingsymbol: string, segment = 'NSE', instrument_type = 'EQ'): Instrument {
  const exchange = segment === 'INDICES' ? 'NSE' : segment.split('-')[0];
  return {
    instrument_token: token,
    exchange_token: token >> 8,
    tradingsymbol,
    name: tradingsymbol,
    last_price: 100,
    expiry: null,
    strike: 0,
    tick_size: 0.05,
    lot_size: 1,
    instrument_type,
    segment,
    exchange,
    isin: null,
  };
}

function tick(token: number, change_percent: number): Tick {
  return {
    instrument_token: token,
    last_price: 100 + change_percent,
    ohlc: { open: 100, high: 110, low: 90, close: 100 },
    change: change_percent,
    change_percent,
    volume: 10,
    timestamp: '2026-11-20T05:00:00.000Z',
  };
}

describe('marketOverview', () => {
  const master = [
    inst(1, 'UP3'),
    inst(2, 'UP1'),
    inst(3, 'DOWN2'),
    inst(4, 'FLAT'),
    inst(5, 'UP2'),
    inst(6, 'DOWN1'),
    inst(7, 'UP4'),
    inst(8, 'UP5'),
    inst(9, 'UP6'),
    inst(256265, 'NIFTY 50', 'INDICES'),
    inst(10, 'NIFTYFUT', 'NFO-FUT', 'FUT'),
    inst(11, 'UNPRICED'),
    inst(12, 'BSEUP', 'BSE'),
  ];
  const prices = new Map<number, Tick>(
    [
      tick(1, 3),
      tick(2, 9),
      tick(3, -2),
      tick(4, 0),
      tick(5, 5),
      tick(6, -7),
      tick(7, 1),
      tick(8, 0.5),
      tick(9, 0.1),
      tick(256265, 20),
      tick(10, 30),
      tick(12, 40),
    ].map((t) => [t.instrument_token, t]),
  );

  it('lists every priced instrument with its symbol, and leaves out unpriced ones', () => {
    const { market_data } = marketOverview(master, (t) => prices.get(t));
    expect(market_data.map((q) => q.tradingsymbol)).not.toContain('UNPRICED');
    expect(market_data).toHaveLength(12);
    expect(market_data.find((q) => q.instrument_token === 2)).toMatchObject({
      tradingsymbol: 'UP1',
      exchange: 'NSE',
      last_price: 109,
    });
  });

  it('picks the five biggest NSE equity gainers and the losers, worst first, without indices, futures or BSE twins', () => {
    const { top_gainers, top_losers } = marketOverview(master, (t) => prices.get(t));
    expect(top_gainers.map((q) => q.tradingsymbol)).toEqual(['UP1', 'UP2', 'UP3', 'UP4', 'UP5']);
    expect(top_losers.map((q) => q.tradingsymbol)).toEqual(['DOWN1', 'DOWN2']);
  });
});
