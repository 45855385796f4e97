import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { detectFormat } from './index.js';

const fixture = (name: string): Buffer => readFileSync(resolve(process.cwd(), 'test/fixtures/console', name));

describe('detecting a format from the first bytes', () => {
  it.each([
    ['tradebook-ZX1234-EQ-2023.csv', 'console-tradebook-csv', 'Console tradebook (CSV)'],
    ['tradebook-ZX1234-FO.csv', 'console-tradebook-csv', 'Console tradebook (CSV)'],
    ['tradebook-ZX1234-EQ-2024.xlsx', 'console-tradebook-xlsx', 'Console tradebook (XLSX)'],
    ['tradebook-ZX1234-FO.xlsx', 'console-tradebook-xlsx', 'Console tradebook (XLSX)'],
    ['holdings-ZX1234.xlsx', 'console-holdings-xlsx', 'Console holdings statement (XLSX)'],
    ['dividends-ZX1234.xlsx', 'console-dividends', 'Console dividend statement (XLSX)'],
    ['dividends-ZX1234.csv', 'console-dividends', 'Console dividend statement (CSV)'],
    ['kite-holdings.csv', 'kite-holdings-csv', 'Kite holdings (CSV)'],
    ['positions.csv', 'positions-csv', 'Positions (CSV)'],
    ['other-broker-trades.csv', 'unknown', 'Columns not recognised (CSV): map them to import'],
    ['malformed-binary.pdf', 'unknown', 'Not a CSV or XLSX file'],
  ])('%s is %s', (name, format, detected) => {
    expect(detectFormat(name, fixture(name))).toEqual({ format, detected });
  });

  it('finds a CSV header below a preamble, with a byte-order mark and semicolons', () => {
    const csv = Buffer.from('\uFEFFClient ID;ZX1234\n\nSymbol;ISIN;Ex-Date;Quantity;Dividend Per Share\n');
    expect(detectFormat('statement.csv', csv).format).toBe('console-dividends');
  });

  it('reads only the head it is given', () => {
    const head = Buffer.from('symbol,isin,trade_date,exchange,segment,series,trade_type,auction,quantity,pri');
    expect(detectFormat('tb.csv', head).format).toBe('console-tradebook-csv');
    expect(detectFormat('empty.csv', Buffer.alloc(0))).toEqual({ format: 'unknown', detected: 'An empty file' });
  });
});
