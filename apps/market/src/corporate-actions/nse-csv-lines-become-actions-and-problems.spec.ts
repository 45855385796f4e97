import { describe, expect, it } from '@jest/globals';
import { NseFileError, readNseCsv } from './nse-csv.js';

const HEADER =
  'SYMBOL,COMPANY NAME,SERIES,PURPOSE,FACE VALUE,EX-DATE,RECORD DATE,BOOK CLOSURE START DATE,BOOK CLOSURE END DATE';
const ISINS: Record<string, string> = { BAJFINANCE: 'INE296A01032', RELIANCE: 'INE002A01018', TCS: 'INE467B01029' };
const isinOf = (s: string) => ISINS[s] ?? null;

describe('NSE corporate-actions CSV: lines become actions, unusable lines become problems', () => {
  it('reads a combined line into two actions on one ISIN and ex-date, and skips a rights issue at its line', () => {
    const csv = [
      HEADER,
      '"BAJFINANCE","Bajaj Finance Limited","EQ","Bonus 4:1 / Face Value Split From Rs 2/- To Re 1/-","2","16-Jun-2025","16-Jun-2025","-","-"',
      'TCS,Tata Consultancy Services Limited,EQ,Interim Dividend - Rs 11 Per Share,1,16-Oct-2025,-,-,-',
      'RELIANCE,Reliance Industries Limited,EQ,Rights 1:15 at Rs 1257,10,14-May-2020,15-May-2020,-,-',
    ].join('\n');
    const { rows, problems } = readNseCsv(csv, isinOf);
    expect(rows.map((r) => [r.line, r.isin, r.action.kind, r.exDate, r.recordDate])).toEqual([
      [2, 'INE296A01032', 'bonus', '2025-06-16', '2025-06-16'],
      [2, 'INE296A01032', 'split', '2025-06-16', '2025-06-16'],
      [3, 'INE467B01029', 'dividend', '2025-10-16', null],
    ]);
    expect(problems).toEqual([
      expect.objectContaining({ line: 4, column: 'PURPOSE', message: expect.stringContaining('Rights 1:15') }),
    ]);
  });

  it('names the line and column of a bad date and of a symbol the master does not know', () => {
    const csv = [HEADER, 'TCS,x,EQ,Bonus 1:1,1,31-Feb-2025,-,-,-', 'NOSUCH,x,EQ,Bonus 1:1,1,01-Jan-2025,-,-,-'].join(
      '\r\n',
    );
    const { rows, problems } = readNseCsv(csv, isinOf);
    expect(rows).toEqual([]);
    expect(problems.map((p) => [p.line, p.column])).toEqual([
      [2, 'EX-DATE'],
      [3, 'SYMBOL'],
    ]);
  });

  it('refuses a file without the NSE header, naming line 1 and the missing column', () => {
    expect(() => readNseCsv('Symbol,ISIN,Quantity\nTCS,INE467B01029,1', isinOf)).toThrow(
      new NseFileError(1, 'PURPOSE', 'missing column PURPOSE, EX-DATE, RECORD DATE (not an NSE corporate-actions CSV)'),
    );
  });

  it('refuses a malformed CSV, naming the line where quoting breaks', () => {
    const csv = [HEADER, 'TCS,x,EQ,Bonus 1:1,1,01-Jan-2025,-,-,-', 'TCS,"unclosed,EQ'].join('\n');
    expect(() => readNseCsv(csv, isinOf)).toThrow(NseFileError);
    try {
      readNseCsv(csv, isinOf);
    } catch (e) {
      expect((e as NseFileError).line).toBe(3);
    }
  });

  it('refuses a binary file at the line of its first NUL byte', () => {
    expect(() => readNseCsv(`${HEADER}\nTCS,x,EQ,Bonus 1:1\u0000,1,01-Jan-2025,-,-,-`, isinOf)).toThrow(
      new NseFileError(2, null, 'a NUL byte: this is not a text CSV'),
    );
  });
});
