import { describe, expect, it } from '@jest/globals';
import { createReadStream, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { detectFormat, parseImportFile } from './index.js';

const fixture = (name: string): string => resolve(process.cwd(), 'test/fixtures/console', name);

describe('a Console equity tradebook CSV', () => {
  it('is detected by its header row', () => {
    const head = readFileSync(fixture('tradebook-ZX1234-EQ-2023.csv'));
    expect(detectFormat('tradebook-ZX1234-EQ.csv', head)).toEqual({
      format: 'console-tradebook-csv',
      detected: 'Console tradebook (CSV)',
    });
  });

  it('becomes one ledger trade per row, decimals exact and normalised', async () => {
    const file = await parseImportFile(readFileSync(fixture('tradebook-ZX1234-EQ-2023.csv')), 'tradebook.csv');
    expect(file.format).toBe('console-tradebook-csv');
    expect(file.kind).toBe('trade');
    expect(file.detected).toBe('Console tradebook (equity, CSV), 2023-05-15 to 2024-04-22');
    expect(file.headers).toEqual([
      'symbol',
      'isin',
      'trade_date',
      'exchange',
      'segment',
      'series',
      'trade_type',
      'auction',
      'quantity',
      'price',
      'trade_id',
      'order_id',
      'order_execution_time',
    ]);
    expect(file.problems).toEqual([]);
    expect(file.rows_total).toBe(8);
    expect(file.trades).toHaveLength(8);
    expect(file.trades[0]).toEqual({
      trade_id: '10000001',
      order_id: '1100000011112201',
      isin: 'INE009A01021',
      symbol: 'INFY',
      exchange: 'NSE',
      segment: 'EQ',
      trade_date: '2023-05-15',
      executed_at: '2023-05-15T09:21:33+05:30',
      side: 'buy',
      quantity: '10',
      price: '1420.5',
      expiry: null,
      charges: null,
      source: 'console-tradebook',
    });
    // The opening sell (no earlier HDFCBANK buy) is read as it is: the ledger flags its unknown basis.
    expect(file.trades[1]).toMatchObject({ symbol: 'HDFCBANK', side: 'sell', quantity: '20', price: '1650' });
    // Intraday and delivery fills of one symbol on one day stay separate trades.
    expect(file.trades.filter((t) => t.symbol === 'TATAMOTORS' && t.trade_date === '2024-01-10')).toHaveLength(3);
    expect(file.trades[7]).toMatchObject({ exchange: 'BSE', price: '990.05' });
  });

  it('reads the same from a stream, reporting progress', async () => {
    const seen: number[] = [];
    const file = await parseImportFile(createReadStream(fixture('tradebook-ZX1234-EQ-2024.csv')), 'tb.csv', {
      onProgress: (n) => seen.push(n),
    });
    expect(file.problems).toEqual([]);
    expect(file.trades.map((t) => t.trade_id)).toEqual([
      '10000020',
      '10000021',
      '10000030',
      '10000031',
      '10000032',
      '10000033',
    ]);
    expect(file.trades.filter((t) => t.isin === 'INE758T01015').map((t) => t.symbol)).toEqual(['ZOMATO', 'ETERNAL']);
    expect(seen).toEqual([]);
  });
});

describe('a Console F&O tradebook CSV', () => {
  it('reads futures with their expiry and no ISIN', async () => {
    const file = await parseImportFile(readFileSync(fixture('tradebook-ZX1234-FO.csv')), 'tradebook-FO.csv');
    expect(file.problems).toEqual([]);
    expect(file.detected).toBe('Console tradebook (F&O, CSV), 2024-04-02 to 2024-04-24');
    expect(file.trades[0]).toMatchObject({
      symbol: 'NIFTY24APRFUT',
      isin: null,
      exchange: 'NFO',
      segment: 'FO',
      side: 'buy',
      quantity: '50',
      price: '22510.05',
      expiry: '2024-04-25',
    });
    expect(file.trades[2]).toMatchObject({ side: 'sell', price: '22481.3', expiry: '2024-05-30' });
  });
});
