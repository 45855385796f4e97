import { describe, expect, it } from '@jest/globals';
import { createReadStream, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseImportFile } from './index.js';

const path = (name: string): string => resolve(process.cwd(), 'test/fixtures/console', name);
const fixture = (name: string): Buffer => readFileSync(path(name));

describe('a malformed file', () => {
  it('that is not a table at all answers one problem on line 1', async () => {
    const file = await parseImportFile(fixture('malformed-binary.pdf'), 'statement.pdf');
    expect(file.format).toBe('unknown');
    expect(file.kind).toBeNull();
    expect(file.problems).toEqual([
      { line: 1, column: null, field: null, message: 'Not a CSV or XLSX file; upload a CSV or XLSX file' },
    ]);
  });

  it('that is a truncated XLSX answers one problem, not a crash', async () => {
    const file = await parseImportFile(createReadStream(path('malformed-truncated.xlsx')), 'holdings.xlsx');
    expect(file.problems).toEqual([
      {
        line: 1,
        column: null,
        field: null,
        message: 'The XLSX file could not be read (truncated or damaged?): the zip directory at its end is missing',
      },
    ]);
    expect(file.holdings).toEqual([]);
  });

  it('that is a zip but not a workbook answers one problem', async () => {
    const zip = Buffer.concat([
      Buffer.from('PK\x03\x04'),
      Buffer.alloc(40),
      Buffer.from('PK\x05\x06'),
      Buffer.alloc(18),
    ]);
    const file = await parseImportFile(zip, 'book.xlsx');
    expect(file.problems).toHaveLength(1);
    expect(file.problems[0]).toMatchObject({ line: 1, column: null, field: null });
    expect(file.problems[0].message).toMatch(/^The XLSX file could not be read/);
  });

  it('with a quote never closed names the line where it broke', async () => {
    const file = await parseImportFile(fixture('malformed-unclosed-quote.csv'), 'tradebook.csv');
    expect(file.problems).toEqual([
      {
        line: 3,
        column: null,
        field: null,
        message: 'The CSV breaks here: a quoted cell starting on this line never closes',
      },
    ]);
  });

  it('with no header row says so on line 1', async () => {
    const file = await parseImportFile(fixture('malformed-no-header.csv'), 'statement.csv');
    expect(file.format).toBe('unknown');
    expect(file.mapping).toBeNull();
    expect(file.problems).toEqual([
      { line: 1, column: null, field: null, message: 'No header row found: the file has no table of columns' },
    ]);
  });

  it('that is empty, or an old .xls, says so', async () => {
    expect((await parseImportFile(Buffer.alloc(0), 'empty.csv')).problems).toEqual([
      { line: 1, column: null, field: null, message: 'The file is empty' },
    ]);
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(500)]);
    expect((await parseImportFile(xls, 'tradebook.xls')).problems[0].message).toBe(
      'An Excel 97-2003 (.xls) workbook: save it as .xlsx or CSV; upload a CSV or XLSX file',
    );
  });
});
