import { describe, expect, it } from '@jest/globals';
import type { BrokerTrade } from '@app/contracts';
import { kiteTradeRow, paperFillRow, segmentOf } from './broker-trade-rows.js';

const kite = (over: Partial<BrokerTrade> = {}): BrokerTrade => ({
  trade_id: '10000001',
  order_id: '261124000000001',
  exchange_order_id: null,
  tradingsymbol: 'NIFTY26DECFUT',
  exchange: 'NFO',
  instrument_token: 13238786,
  transaction_type: 'SELL',
  product: 'NRML',
  average_price: 26010.5,
  quantity: 65,
  fill_timestamp: '2026-11-24 14:02:09',
  order_timestamp: null,
  exchange_timestamp: null,
  ...over,
});

describe('broker trades as ledger trades', () => {
  it('keeps a Kite trade on its own trade id, its IST day and time, derivatives per contract', () => {
    expect(kiteTradeRow(kite(), '2026-11-25')).toMatchObject({
      trade_id: '10000001',
      segment: 'FO',
      trade_date: '2026-11-24',
      executed_at: '2026-11-24T14:02:09+05:30',
      side: 'sell',
      quantity: '65',
      price: '26010.5',
      isin: null,
      instrument_token: 13238786,
      source: 'kite',
    });
  });

  it('dates a Kite trade without a time today, and leaves out one without an id or a quantity', () => {
    expect(kiteTradeRow(kite({ fill_timestamp: null }), '2026-11-25')?.trade_date).toBe('2026-11-25');
    expect(kiteTradeRow(kite({ trade_id: '' }), '2026-11-25')).toBeNull();
    expect(kiteTradeRow(kite({ quantity: 0 }), '2026-11-25')).toBeNull();
  });

  it('keys a paper fill on its order, so a retried fill cannot be stored twice', () => {
    const order = {
      id: 'a1b2',
      tradingsymbol: 'INFY',
      exchange: 'NSE',
      instrumentToken: 408065,
      side: 'BUY',
      quantity: 10,
    };
    expect(paperFillRow(order, 1500.05, new Date('2026-11-24T04:00:00Z'), '2026-11-24')).toMatchObject({
      trade_id: 'paper:a1b2:1',
      order_id: 'a1b2',
      segment: 'EQ',
      side: 'buy',
      quantity: '10',
      price: '1500.05',
      source: 'paper',
    });
  });

  it('maps exchanges to segments', () => {
    expect(['NSE', 'BSE', 'NFO', 'BFO', 'MCX', 'CDS'].map(segmentOf)).toEqual(['EQ', 'EQ', 'FO', 'FO', 'COM', 'FO']);
  });
});
