import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { detectFormat, parseImportFile } from './index.js';

const fixture = (name: string): Buffer => readFileSync(resolve(process.cwd(), 'test/fixtures/console', name));

describe('a Kite web holdings CSV', () => {
  it('is detected by its quoted headers and read by name, grouped thousands included', async () => {
    const csv = fixture('kite-holdings.csv');
    expect(detectFormat('holdings.csv', csv)).toEqual({ format: 'kite-holdings-csv', detected: 'Kite holdings (CSV)' });
    const file = await parseImportFile(csv, 'holdings.csv');
    expect(file.problems).toEqual([]);
    expect(file.holdings).toEqual([
      { isin: null, symbol: 'INFY', exchange: null, quantity: '10', average_price: '1420.5', as_of: null },
      { isin: null, symbol: 'TATAMOTORS', exchange: null, quantity: '100', average_price: '873.35', as_of: null },
      { isin: null, symbol: 'HDFCBANK', exchange: null, quantity: '11', average_price: '2963.33', as_of: null },
      { isin: null, symbol: 'SGBAUG28V-GB', exchange: null, quantity: '2', average_price: '5334', as_of: null },
    ]);
  });

  it('matches reordered and respelled headers by name', async () => {
    const csv = Buffer.from('LTP,Avg cost,Instrument,Quantity\n1570.6,1420.50,INFY,10\n');
    const file = await parseImportFile(csv, 'h.csv');
    expect(file.format).toBe('kite-holdings-csv');
    expect(file.holdings).toEqual([
      { isin: null, symbol: 'INFY', exchange: null, quantity: '10', average_price: '1420.5', as_of: null },
    ]);
  });
});
