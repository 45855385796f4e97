import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { detectFormat, parseImportFile } from './index.js';

const fixture = (name: string): Buffer => readFileSync(resolve(process.cwd(), 'test/fixtures/console', name));

describe("the product's own positions CSV", () => {
  it('is detected by the template headers and read in the bulk import shape', async () => {
    const csv = fixture('positions.csv');
    expect(detectFormat('positions.csv', csv)).toEqual({ format: 'positions-csv', detected: 'Positions (CSV)' });
    const file = await parseImportFile(csv, 'positions.csv');
    expect(file.kind).toBe('position');
    expect(file.problems).toEqual([]);
    expect(file.positions).toEqual([
      {
        tradingSymbol: 'RELIANCE',
        exchange: 'NSE',
        buyPrice: 1385.5,
        quantity: 40,
        positionType: 'BUY',
        buyDate: '2026-10-15',
      },
      {
        tradingSymbol: 'SBIN',
        exchange: 'NSE',
        buyPrice: 842.35,
        quantity: 60,
        positionType: 'SELL',
        buyDate: '2026-11-02',
        name: 'State Bank of India',
        instrumentType: 'EQ',
        yesterdayClosingPrice: 838.1,
      },
      {
        tradingSymbol: 'NIFTY26DECFUT',
        exchange: 'NFO',
        buyPrice: 26210,
        quantity: 65,
        positionType: 'BUY',
        buyDate: '2026-11-24',
        instrumentType: 'FUT',
        expiry: '2026-12-29',
      },
    ]);
  });

  it('names each cell the bulk import would refuse', async () => {
    const csv = Buffer.from('tradingSymbol,exchange,buyPrice,quantity,positionType\nINFY,NYSE,1420.123456,2.5,LONG\n');
    const file = await parseImportFile(csv, 'positions.csv');
    expect(file.positions).toEqual([]);
    expect(file.problems).toEqual([
      { line: 2, column: 'exchange', field: 'exchange', message: 'exchange must be one of NSE, BSE, NFO, MCX' },
      { line: 2, column: 'buyPrice', field: 'buyPrice', message: 'buyPrice must have at most 4 decimals' },
      { line: 2, column: 'quantity', field: 'quantity', message: 'quantity must be a whole number' },
      { line: 2, column: 'positionType', field: 'positionType', message: 'positionType must be one of BUY, SELL' },
    ]);
  });

  it('does not take a sold-positions file for open positions', async () => {
    const csv = Buffer.from(
      'tradingSymbol,exchange,buyPrice,quantity,sellPrice,soldAt\nITC,NSE,455.2,100,432.1,2026-11-11\n',
    );
    expect((await parseImportFile(csv, 'sold.csv')).format).toBe('unknown');
  });
});
