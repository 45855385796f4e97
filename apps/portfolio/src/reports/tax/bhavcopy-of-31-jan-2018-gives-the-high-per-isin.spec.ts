import { describe, expect, it } from '@jest/globals';
import { BhavcopyError, bhavcopyHighs } from './bhavcopy-highs.js';

// NSE's old bhavcopy layout; the rows are a made-up sample in that layout, not NSE's figures.
const HEADER = 'SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,TOTALTRADES,ISIN,';
const row = (symbol: string, series: string, high: string, isin: string, day = '31-JAN-2018') =>
  `${symbol},${series},100,${high},90,95,95,96,1000,95000,${day},50,${isin},`;

describe('the bhavcopy of 31 Jan 2018', () => {
  it('gives the HIGH per ISIN for equity series, the higher of two series, and leaves bonds out', () => {
    const text = [
      HEADER,
      row('OLDMILL', 'EQ', '1000.50', 'INE000X01011'),
      row('OLDMILL', 'BE', '1012.00', 'INE000X01011'),
      row('SMALLCO', 'SM', '45.10', 'INE000Y01012'),
      row('GOI2028', 'GB', '101.00', 'IN0020180011'),
    ].join('\n');
    expect(bhavcopyHighs(text)).toEqual(
      new Map([
        ['INE000X01011', '1012.00'],
        ['INE000Y01012', '45.10'],
      ]),
    );
  });

  it("refuses another day's file, naming the line and column", () => {
    const text = [
      HEADER,
      row('OLDMILL', 'EQ', '1000', 'INE000X01011'),
      row('X', 'EQ', '5', 'INE000Z01013', '01-FEB-2018'),
    ].join('\n');
    expect(() => bhavcopyHighs(text)).toThrow(
      new BhavcopyError('line 3, column TIMESTAMP: 01-FEB-2018 is not 31-JAN-2018'),
    );
  });

  it('refuses a file without the columns it needs, and a price that is not one', () => {
    expect(() => bhavcopyHighs('SYMBOL,CLOSE\nA,1')).toThrow(/HIGH, TIMESTAMP, ISIN|SERIES, HIGH/);
    expect(() => bhavcopyHighs([HEADER, row('A', 'EQ', 'n/a', 'INE000X01011')].join('\n'))).toThrow(
      'line 2, column HIGH: "n/a" is not a price',
    );
  });
});
