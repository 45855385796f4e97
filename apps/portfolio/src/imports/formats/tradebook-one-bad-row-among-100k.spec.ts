import { describe, expect, it } from '@jest/globals';
import { parseImportFile } from './index.js';

const HEADER =
  'symbol,isin,trade_date,exchange,segment,series,trade_type,auction,quantity,price,trade_id,order_id,order_execution_time';

/** A generated tradebook: row i (line i + 2) buys or sells INFY; one row carries a bad price. */
function tradebook(rows: number, badAt: number): Buffer {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const price = i === badAt ? '14O0.50' : `${1400 + (i % 300)}.${String(i % 100).padStart(2, '0')}0000`;
    lines.push(
      `INFY,INE009A01021,2024-05-15,NSE,EQ,EQ,${i % 2 ? 'sell' : 'buy'},false,${(i % 50) + 1}.000000,${price},${30000000 + i},${1100000000000000 + i},2024-05-15T09:21:33`,
    );
  }
  return Buffer.from(lines.join('\n') + '\n');
}

describe('a 100,000-row tradebook with one bad row', () => {
  it('reads every good row quickly, names the bad one by line and column, and reports progress', async () => {
    const file = tradebook(100_000, 54_321);
    const progress: number[] = [];
    const started = performance.now();
    const parsed = await parseImportFile(file, 'tradebook-big.csv', { onProgress: (n) => progress.push(n) });
    const ms = performance.now() - started;
    process.stdout.write(`parsed 100,000 tradebook rows in ${Math.round(ms)} ms\n`);
    expect(parsed.rows_total).toBe(100_000);
    expect(parsed.trades).toHaveLength(99_999);
    // Row index 54,321 is on line 54,323: the header is line 1 and rows start on line 2.
    expect(parsed.problems).toEqual([
      { line: 54_323, column: 'price', field: 'price', message: 'price must be a number, not "14O0.50"' },
    ]);
    expect(parsed.trades[1]).toMatchObject({ side: 'sell', quantity: '2', price: '1401.01', trade_id: '30000001' });
    expect(progress).toEqual(Array.from({ length: 20 }, (_, i) => (i + 1) * 5000));
    // Measured well under 2 s here; the bound leaves room for a busy shared machine.
    expect(ms).toBeLessThan(10_000);
  });
});
