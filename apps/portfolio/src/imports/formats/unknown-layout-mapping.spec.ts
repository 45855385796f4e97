import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MAPPING_FIELDS, parseImportFile } from './index.js';

const fixture = (name: string): Buffer => readFileSync(resolve(process.cwd(), 'test/fixtures/console', name));
const COLUMNS = { symbol: 'Scrip', trade_date: 'Date', side: 'Action', quantity: 'Qty', price: 'Rate' };

describe('a file of unknown layout', () => {
  it('asks for a mapping with its headers, the fields and a guess by header name', async () => {
    const file = await parseImportFile(fixture('other-broker-trades.csv'), 'trades.csv');
    expect(file.format).toBe('unknown');
    expect(file.kind).toBeNull();
    expect(file.rows_total).toBe(3);
    expect(file.trades).toEqual([]);
    expect(file.mapping).toEqual({
      headers: ['Date', 'Scrip', 'Action', 'Qty', 'Rate', 'ISIN Code', 'Exchange', 'Remarks'],
      kind: 'trade',
      required: MAPPING_FIELDS.trade.required,
      optional: MAPPING_FIELDS.trade.optional,
      suggested: {
        ...COLUMNS,
        isin: 'ISIN Code',
        exchange: 'Exchange',
        segment: null,
        trade_id: null,
        order_id: null,
        executed_at: null,
        expiry: null,
      },
    });
  });

  it('is read by the mapping, each date spelling and side word understood', async () => {
    const file = await parseImportFile(fixture('other-broker-trades.csv'), 'trades.csv', {
      mapping: { kind: 'trade', columns: { ...COLUMNS, isin: 'ISIN Code', exchange: 'Exchange' } },
    });
    expect(file.format).toBe('mapped');
    expect(file.kind).toBe('trade');
    expect(file.detected).toBe('Mapped columns: trades (CSV)');
    expect(file.problems).toEqual([]);
    expect(file.trades.map((t) => [t.trade_date, t.symbol, t.side, t.quantity, t.price, t.exchange, t.isin])).toEqual([
      ['2024-04-15', 'INFY', 'buy', '10', '1420.5', 'NSE', 'INE009A01021'],
      ['2024-04-16', 'INFY', 'sell', '4', '1450.25', 'NSE', 'INE009A01021'],
      ['2024-04-17', 'TCS', 'buy', '2', '3890', 'BSE', 'INE467B01029'],
    ]);
    expect(file.trades[0]).toMatchObject({ trade_id: null, segment: 'EQ', source: 'mapped' });
  });

  it('with a mapping that leaves out a required field names the field on line 1 and reads nothing', async () => {
    const { price: _left, ...withoutPrice } = COLUMNS;
    const file = await parseImportFile(fixture('other-broker-trades.csv'), 'trades.csv', {
      mapping: { kind: 'trade', columns: withoutPrice },
    });
    expect(file.trades).toEqual([]);
    expect(file.rows_total).toBe(3);
    expect(file.problems).toEqual([
      { line: 1, column: null, field: 'price', message: 'price is required: map a column to it' },
    ]);
  });

  it('with a mapping to a column the file lacks, or to no field of the kind, says which', async () => {
    const file = await parseImportFile(fixture('other-broker-trades.csv'), 'trades.csv', {
      mapping: {
        kind: 'holding',
        columns: { symbol: 'Scrip', quantity: 'Qty', average_price: 'Avg', colour: 'Remarks' },
      },
    });
    expect(file.holdings).toEqual([]);
    expect(file.problems).toEqual([
      {
        line: 1,
        column: 'Avg',
        field: 'average_price',
        message: 'The file has no column "Avg" (mapped to average_price)',
      },
      { line: 1, column: 'Remarks', field: 'colour', message: 'colour is not a field of a holding' },
    ]);
  });

  it('maps holdings and dividends too', async () => {
    const csv = Buffer.from('Stock,Units,Cost per unit,Payout date,DPS\nITC,100,455.20,2024-05-28,6.25\n');
    const holdings = await parseImportFile(csv, 'mine.csv', {
      mapping: { kind: 'holding', columns: { symbol: 'Stock', quantity: 'Units', average_price: 'Cost per unit' } },
    });
    expect(holdings.holdings).toEqual([
      { isin: null, symbol: 'ITC', exchange: null, quantity: '100', average_price: '455.2', as_of: null },
    ]);
    const dividends = await parseImportFile(csv, 'mine.csv', {
      mapping: {
        kind: 'dividend',
        columns: { symbol: 'Stock', quantity: 'Units', ex_date: 'Payout date', per_share: 'DPS' },
      },
    });
    expect(dividends.dividends).toEqual([
      { isin: null, symbol: 'ITC', ex_date: '2024-05-28', quantity: '100', per_share: '6.25', amount: '625' },
    ]);
  });
});
