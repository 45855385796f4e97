import { describe, expect, it } from 'vitest';
import { mapHeaders, normaliseHeader, parseCsv } from './csvParse';
import { IMPORT_SCHEMAS, templateCsv } from './csvSchema';

const live = IMPORT_SCHEMAS['live-positions'].fields;

describe('headers', () => {
  it('normalise case, spacing and punctuation', () => {
    expect(normaliseHeader('\uFEFFBuy_Price ')).toBe('buyprice');
    expect(normaliseHeader('Trading Symbol')).toBe('tradingsymbol');
  });

  it('map keys and aliases, and report ignored and missing columns', () => {
    const m = mapHeaders(['Symbol', 'Exch', 'Avg. Price', 'Notes', 'symbol'], live);
    expect(m.columns).toEqual(['tradingSymbol', 'exchange', 'buyPrice', null, null]);
    expect(m.ignored).toEqual(['Notes', 'symbol']);
    expect(m.missing).toEqual(['quantity']);
  });
});

describe('parseCsv', () => {
  it('reads rows by field with their file line, skipping blank lines', () => {
    const text = 'tradingSymbol,exchange,buyPrice,quantity\nRELIANCE,NSE,"1,385.50",40\n\n  INFY , NSE ,1702.25,30\n';
    const out = parseCsv(text, live);
    expect(out.problems).toEqual([]);
    expect(out.rows).toEqual([
      { line: 2, values: { tradingSymbol: 'RELIANCE', exchange: 'NSE', buyPrice: '1,385.50', quantity: '40' } },
      { line: 4, values: { tradingSymbol: 'INFY', exchange: 'NSE', buyPrice: '1702.25', quantity: '30' } },
    ]);
  });

  it('reads semicolon-separated files', () => {
    expect(parseCsv('symbol;exchange;price;qty\nTCS;NSE;3420;10', live).rows[0]!.values).toEqual({
      tradingSymbol: 'TCS',
      exchange: 'NSE',
      buyPrice: '3420',
      quantity: '10',
    });
  });

  it('names what is wrong with the file as a whole', () => {
    expect(parseCsv('  \n', live).problems).toEqual([
      'The file is empty: it needs a header row and at least one row of data',
    ]);
    expect(parseCsv('symbol,exchange\nTCS,NSE', live).problems).toEqual(['Missing columns: buyPrice, quantity']);
    expect(parseCsv('symbol,exchange,price,qty\n', live).problems).toEqual(['The file has a header row but no data']);
  });

  it('parses its own templates without problems', () => {
    for (const schema of Object.values(IMPORT_SCHEMAS)) {
      const out = parseCsv(templateCsv(schema), schema.fields);
      expect(out.problems).toEqual([]);
      expect(out.rows).toHaveLength(schema.example.length);
    }
  });
});
