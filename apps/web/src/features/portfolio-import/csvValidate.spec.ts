import { describe, expect, it } from 'vitest';
import { validateRows } from './csvValidate';

const today = '2026-11-23';
const row = (line: number, values: Record<string, string>) => ({ line, values });

describe('validateRows', () => {
  it('turns a live-position row into body fields and an instrument to look up', () => {
    const [d] = validateRows(
      'live-positions',
      [
        row(2, {
          tradingSymbol: 'reliance',
          exchange: 'nse',
          buyPrice: '₹1,385.50',
          quantity: '40',
          positionType: 'long',
          buyDate: '15/10/2026',
        }),
      ],
      today,
    );
    expect(d).toEqual({
      line: 2,
      item: {
        tradingSymbol: 'RELIANCE',
        exchange: 'NSE',
        buyPrice: 1385.5,
        quantity: 40,
        positionType: 'BUY',
        buyDate: '2026-10-15',
      },
      errors: [],
      lookup: { symbol: 'RELIANCE', exchange: 'NSE' },
    });
  });

  it('lists every problem of a row', () => {
    const [d] = validateRows(
      'live-positions',
      [row(3, { tradingSymbol: '', exchange: 'CDS', buyPrice: '0', quantity: '2.5', positionType: 'hold' })],
      today,
    );
    expect(d!.item).toBeNull();
    expect(d!.errors).toEqual([
      'tradingSymbol is required',
      'exchange must be NSE, BSE, NFO or MCX',
      'buyPrice must be more than 0',
      'quantity must be a whole number',
      'positionType must be BUY or SELL',
    ]);
    expect(d!.lookup).toBeNull();
  });

  it('checks a sold row: exit price, date order, commission', () => {
    const base = { tradingSymbol: 'ITC', exchange: 'NSE', buyPrice: '455.2', quantity: '100', sellPrice: '432.1' };
    const [ok, bad] = validateRows(
      'sold-positions',
      [
        row(2, { ...base, soldAt: '2026-11-11', commission: '0' }),
        row(3, { ...base, buyDate: '2026-11-12', soldAt: '2026-11-11', commission: '-4' }),
      ],
      today,
    );
    expect(ok!.item).toMatchObject({ sellPrice: 432.1, soldAt: '2026-11-11T12:00:00+05:30', commission: 0 });
    expect(bad!.errors).toEqual([
      'commission must be a number of rupees (0 or more, at most 4 decimals)',
      'soldAt is before buyDate',
    ]);
  });

  it('looks up the new contract of a rollover and leaves the exchange out of the body', () => {
    const [d] = validateRows(
      'rollover-history',
      [
        row(2, {
          fromSymbol: 'NIFTY26NOVFUT',
          toSymbol: 'nifty26decfut',
          exchange: 'NFO',
          newExpiry: '29-12-2026',
          quantity: '65',
          closePrice: '26050.5',
          openPrice: '26210',
        }),
      ],
      today,
    );
    expect(d!.lookup).toEqual({ symbol: 'NIFTY26DECFUT', exchange: 'NFO' });
    expect(d!.item).toEqual({
      fromSymbol: 'NIFTY26NOVFUT',
      toSymbol: 'NIFTY26DECFUT',
      newExpiry: '2026-12-29',
      quantity: 65,
      positionType: 'BUY',
      closePrice: 26050.5,
      openPrice: 26210,
    });
  });
});
