import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SourceRow } from './row-scope.js';
import { xlsxSheets } from './xlsx-rows.js';

const fixture = (name: string): Buffer => readFileSync(resolve(process.cwd(), 'test/fixtures/console', name));

async function sheets(buf: Buffer, streamAbove: number): Promise<Array<{ name: string; rows: SourceRow[] }>> {
  const out: Array<{ name: string; rows: SourceRow[] }> = [];
  for await (const sheet of xlsxSheets(buf, streamAbove)) {
    const rows: SourceRow[] = [];
    for await (const row of sheet.rows) rows.push(row);
    out.push({ name: sheet.name, rows });
  }
  return out;
}

describe('the whole-workbook and streaming XLSX readers', () => {
  it.each([
    'holdings-ZX1234.xlsx',
    'tradebook-ZX1234-EQ-2024.xlsx',
    'tradebook-ZX1234-FO.xlsx',
    'dividends-ZX1234.xlsx',
  ])('give the same sheets, rows and cells for %s', async (name) => {
    const whole = await sheets(fixture(name), Number.MAX_SAFE_INTEGER);
    const streamed = await sheets(fixture(name), 0);
    expect(whole.length).toBeGreaterThan(0);
    expect(streamed.map((s) => s.name)).toEqual(whole.map((s) => s.name));
    // Trailing empty cells are the only difference allowed: a streamed row may stop at its last value.
    const trim = (rows: SourceRow[]) =>
      rows.map((r) => {
        const cells = [...r.cells];
        while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
        return { line: r.line, cells };
      });
    streamed.forEach((s, i) => expect(trim(s.rows)).toEqual(trim(whole[i].rows)));
  });
});
