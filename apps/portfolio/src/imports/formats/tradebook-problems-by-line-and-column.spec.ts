import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseImportFile } from './index.js';

const fixture = (name: string): Buffer => readFileSync(resolve(process.cwd(), 'test/fixtures/console', name));

describe('a tradebook with bad rows', () => {
  it('keeps the good row and names every bad cell by line, column and field', async () => {
    const file = await parseImportFile(fixture('tradebook-bad-rows.csv'), 'tradebook.csv');
    expect(file.rows_total).toBe(7);
    expect(file.trades.map((t) => t.trade_id)).toEqual(['30000007']);
    expect(file.problems).toEqual([
      {
        line: 2,
        column: 'trade_date',
        field: 'trade_date',
        message: 'trade_date is not a calendar date: "2024-04-31"',
      },
      { line: 3, column: 'quantity', field: 'quantity', message: 'quantity must be positive' },
      {
        line: 4,
        column: 'isin',
        field: 'isin',
        message: 'isin must be a 12-character Indian ISIN (IN...), not "INE09A01021"',
      },
      { line: 5, column: 'trade_type', field: 'side', message: 'trade_type must be buy or sell, not "short"' },
      {
        line: 6,
        column: 'trade_id',
        field: 'trade_id',
        message: 'trade_id is required: it is how overlapping tradebooks are deduplicated',
      },
      { line: 7, column: 'price', field: 'price', message: 'price must be positive' },
    ]);
  });

  it('reports a missing column once, on the header line, and reads no rows', async () => {
    const csv = Buffer.from(
      'symbol,isin,trade_date,exchange,segment,series,trade_type,auction,quantity,trade_id\nINFY,INE009A01021,2024-05-15,NSE,EQ,EQ,buy,false,10,1\n',
    );
    const file = await parseImportFile(csv, 'tradebook.csv');
    expect(file.format).toBe('console-tradebook-csv');
    expect(file.trades).toEqual([]);
    expect(file.rows_total).toBe(1);
    expect(file.problems).toEqual([
      { line: 1, column: null, field: 'price', message: 'The Console tradebook has no "price" column' },
    ]);
  });

  it('counts lines as a spreadsheet does: blank lines and a cell spanning lines', async () => {
    const csv = Buffer.from(
      [
        'symbol,isin,trade_date,exchange,segment,series,trade_type,auction,quantity,price,trade_id,order_id,order_execution_time',
        '',
        '"INFY","INE009A01021","2024-05-15","NSE","EQ","EQ","buy","false","10","1420.50","1","9",""',
        'INFY,INE009A01021,2024-05-16,NSE,EQ,EQ,buy,false,5,"1,421.00",2,"note',
        'over two lines",',
        'INFY,INE009A01021,2024-05-17,NSE,EQ,EQ,hold,false,5,1421,3,9,',
      ].join('\r\n'),
    );
    const file = await parseImportFile(csv, 'tradebook.csv');
    expect(file.trades.map((t) => [t.trade_id, t.price, t.order_id])).toEqual([
      ['1', '1420.5', '9'],
      ['2', '1421', 'note\nover two lines'],
    ]);
    expect(file.problems).toEqual([
      { line: 5, column: 'trade_type', field: 'side', message: 'trade_type must be buy or sell, not "hold"' },
    ]);
  });
});
