import { describe, expect, it } from '@jest/globals';
import { istDayStart, paperDayPositions, paperTrades, type PaperFill } from './paper-day-book.js';

const fill = (side: 'BUY' | 'SELL', quantity: number, price: string, product = 'CNC'): PaperFill => ({
  orderId: `${side}-${quantity}-${price}`,
  tradingsymbol: 'INFY',
  exchange: 'NSE',
  instrumentToken: 408065,
  side,
  product,
  quantity,
  price,
  orderedAt: new Date('2026-11-24T04:00:00Z'),
  filledAt: new Date('2026-11-24T04:00:01Z'),
});

describe("the paper account's day positions and trades", () => {
  it('a buy of 10 at 100 and a sell of 4 at 110, last 105: 6 open, 40 realised, 30 unrealised', () => {
    const [p] = paperDayPositions([fill('BUY', 10, '100'), fill('SELL', 4, '110')], new Map([[408065, 105]]));
    expect(p).toMatchObject({
      quantity: 6,
      average_price: 100,
      buy_quantity: 10,
      buy_value: 1000,
      sell_quantity: 4,
      sell_value: 440,
      value: -560,
      pnl: 70,
      realised: 40,
      unrealised: 30,
    });
  });

  it('a position closed the same day is all realised, to the paisa', () => {
    const [p] = paperDayPositions([fill('BUY', 3, '100.10'), fill('SELL', 3, '100.30')], new Map());
    expect(p).toMatchObject({ quantity: 0, pnl: 0.6, realised: 0.6, unrealised: 0 });
  });

  it('keeps products apart, and each fill is one trade', () => {
    const fills = [fill('BUY', 1, '100', 'CNC'), fill('BUY', 1, '100', 'MIS')];
    expect(paperDayPositions(fills, new Map()).map((p) => p.product)).toEqual(['CNC', 'MIS']);
    expect(paperTrades(fills).map((t) => [t.transaction_type, t.quantity, t.average_price])).toEqual([
      ['BUY', 1, 100],
      ['BUY', 1, 100],
    ]);
  });

  it('the IST day starts at 18:30 UTC the evening before', () => {
    expect(istDayStart(new Date('2026-11-24T20:00:00Z')).toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(istDayStart(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });
});
