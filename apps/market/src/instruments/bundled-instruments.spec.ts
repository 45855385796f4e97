import { describe, expect, it } from '@jest/globals';
import type { Instrument } from '@app/contracts';
import {
  bundledSnapshot,
  INSTRUMENT_COLUMNS,
  loadBundledInstruments,
  parseInstrumentCsv,
} from './bundled-instruments.js';
import { DEFAULT_INDICES, INDEX_PRESETS } from './data/index-presets.js';

const HEADER = INSTRUMENT_COLUMNS.join(',');
const MONDAY = new Date('2026-11-23T10:00:00+05:30');
const master = loadBundledInstruments(MONDAY);
const find = (exchange: string, tradingsymbol: string): Instrument | undefined =>
  master.find((i) => i.exchange === exchange && i.tradingsymbol === tradingsymbol && i.segment !== 'INDICES') ??
  master.find((i) => i.exchange === exchange && i.tradingsymbol === tradingsymbol);

describe('the bundled master', () => {
  const count = (pred: (i: Instrument) => boolean) => master.filter(pred).length;

  it('holds every listed NSE and BSE equity, the ETFs and the NSE and BSE indices of the dated snapshot', () => {
    expect(bundledSnapshot().snapshot_date).toBe('2026-05-17');
    expect(count((i) => i.segment === 'NSE')).toBe(3230);
    expect(count((i) => i.segment === 'NSE' && /-(SM|ST)$/.test(i.tradingsymbol))).toBe(545);
    expect(count((i) => i.segment === 'BSE')).toBe(4101);
    expect(count((i) => i.segment === 'INDICES' && i.exchange === 'NSE')).toBe(135);
    expect(find('BSE', 'SENSEX')).toMatchObject({ instrument_token: 265, segment: 'INDICES' });
    // Kite's BSE indices (its July 2024 dump): 55 rows, BANKEX 274441 (exchange token 1072).
    expect(count((i) => i.segment === 'INDICES' && i.exchange === 'BSE')).toBe(55);
    expect(find('BSE', 'BANKEX')).toMatchObject({ instrument_token: 274441, exchange_token: 1072 });
    expect(find('BSE', 'SNSX50')).toMatchObject({ instrument_token: 286729, name: 'BSE INDEX SNSX50' });
    expect(new Set(master.map((i) => i.instrument_token)).size).toBe(master.length);
    expect(new Set(master.map((i) => `${i.exchange}:${i.tradingsymbol}`)).size).toBe(master.length);
  });

  it('gives every equity a 12-character ISIN starting IN, and none to indices and futures', () => {
    for (const i of master) {
      if (i.segment === 'NSE' || i.segment === 'BSE') expect(i.isin).toMatch(/^IN[A-Z0-9]{9}[0-9]$/);
      else expect(i.isin).toBeNull();
    }
    expect(find('NSE', 'MRF')?.isin).toBe('INE883A01011');
    expect(find('BSE', 'MRF')?.isin).toBe('INE883A01011');
    expect(find('NSE', 'NIFTYBEES')?.isin).toBe('INF204KB14I2');
  });

  it('lists the index, stock and MCX futures of the three listed expiries', () => {
    expect(count((i) => i.exchange === 'NFO' && i.name === 'NIFTY')).toBe(3);
    // 19 commodities, three contracts each.
    expect(count((i) => i.exchange === 'MCX' && i.instrument_type === 'FUT')).toBe(57);
    expect(count((i) => i.segment === 'NFO-FUT')).toBeGreaterThan(600);
    expect(find('NFO', 'RELIANCE26DECFUT')).toMatchObject({ lot_size: 500, expiry: '2026-12-29' });
  });

  it('carries real Kite tokens for the well-known names', () => {
    expect(find('NSE', 'RELIANCE')).toMatchObject({
      instrument_token: 738561,
      exchange_token: 2885,
      name: 'RELIANCE INDUSTRIES',
      last_price: 1520,
    });
    expect(find('NSE', 'INFY')).toMatchObject({ instrument_token: 408065, exchange_token: 1594, name: 'INFOSYS' });
    expect(find('NSE', 'TCS')?.instrument_token).toBe(2953217);
    expect(find('NSE', 'HDFCBANK')?.instrument_token).toBe(341249);
    expect(find('NSE', 'SBIN')?.instrument_token).toBe(779521);
    expect(find('NSE', 'TMPV')?.instrument_token).toBe(884737);
    expect(find('NSE', 'MRF')?.instrument_token).toBe(582913);
    expect(find('NSE', 'IRCTC')?.instrument_token).toBe(3484417);
    expect(find('NSE', 'NIFTY 50')?.instrument_token).toBe(256265);
    expect(find('BSE', 'RELIANCE')).toMatchObject({ instrument_token: 128083204, exchange_token: 500325 });
    // Renamed from ZOMATO after the BSE list's date: the earlier list's row and price stay.
    expect(find('BSE', 'ETERNAL')).toMatchObject({ instrument_token: 139089924, last_price: 300 });
    expect(find('BSE', 'ZOMATO')).toBeUndefined();
  });

  it('follows Kite token structure: NSE = exchange_token*256+1, BSE = scrip code*256+4, indices +9', () => {
    const segmentId: Record<string, number> = { NSE: 1, BSE: 4, INDICES: 9, 'NFO-FUT': 2, 'MCX-FUT': 7 };
    for (const i of master) expect(i.instrument_token).toBe(i.exchange_token * 256 + segmentId[i.segment]);
  });

  it('prices every row on its tick, and a company listed on both exchanges alike on each', () => {
    const nseByIsin = new Map(master.filter((i) => i.segment === 'NSE').map((i) => [i.isin, i]));
    for (const i of master) {
      expect(i.last_price).toBeGreaterThan(0);
      if (i.segment === 'INDICES') expect(i).toMatchObject({ tick_size: 0, lot_size: 0, instrument_type: 'EQ' });
      else expect(Math.abs(i.last_price / i.tick_size - Math.round(i.last_price / i.tick_size))).toBeLessThan(1e-6);
      if (i.segment === 'BSE' && nseByIsin.has(i.isin)) expect(i.last_price).toBe(nseByIsin.get(i.isin)!.last_price);
    }
    expect(find('NSE', 'NIFTY 50')!.last_price).toBe(26050);
    expect(find('NSE', 'MRF')!.last_price).toBeGreaterThanOrEqual(20_000);
  });

  it('has a row for every index preset, and the defaults name presets', () => {
    for (const p of INDEX_PRESETS) {
      expect(find(p.exchange, p.tradingsymbol)).toMatchObject({
        instrument_token: p.instrument_token,
        segment: 'INDICES',
      });
    }
    const symbols = INDEX_PRESETS.map((p) => p.symbol);
    expect([...DEFAULT_INDICES.left, ...DEFAULT_INDICES.right].every((s) => symbols.includes(s))).toBe(true);
  });

  it('rolls the futures with the date it is loaded on', () => {
    const later = loadBundledInstruments(new Date('2026-12-01T10:00:00+05:30'));
    expect(later.some((i) => i.tradingsymbol === 'NIFTY27FEBFUT')).toBe(true);
    expect(master.some((i) => i.tradingsymbol === 'NIFTY27FEBFUT')).toBe(false);
  });
});

describe('parseInstrumentCsv', () => {
  it('reads the rows of Kite documentation: blank strike and expiry, empty name', () => {
    const rows = parseInstrumentCsv(
      `${HEADER}\n408065,1594,INFY,INFOSYS,0,,,0.05,1,EQ,NSE,NSE\n5720322,22345,NIFTY15DECFUT,,78.0,2015-12-31,,0.05,75,FUT,NFO-FUT,NFO\n`,
    );
    expect(rows).toEqual([
      {
        instrument_token: 408065,
        exchange_token: 1594,
        tradingsymbol: 'INFY',
        name: 'INFOSYS',
        last_price: 0,
        expiry: null,
        strike: 0,
        tick_size: 0.05,
        lot_size: 1,
        instrument_type: 'EQ',
        segment: 'NSE',
        exchange: 'NSE',
        isin: null,
      },
      {
        instrument_token: 5720322,
        exchange_token: 22345,
        tradingsymbol: 'NIFTY15DECFUT',
        name: '',
        last_price: 78,
        expiry: '2015-12-31',
        strike: 0,
        tick_size: 0.05,
        lot_size: 75,
        instrument_type: 'FUT',
        segment: 'NFO-FUT',
        exchange: 'NFO',
        isin: null,
      },
    ]);
  });

  it('reads an optional isin column, upper-cased, and names a malformed one by line', () => {
    const rows = parseInstrumentCsv(
      `${HEADER},isin\n582913,2277,MRF,MRF,0,,,5,1,EQ,NSE,NSE,ine883a01011\n265,1,SENSEX,SENSEX,0,,,0,0,EQ,INDICES,BSE,\n`,
    );
    expect(rows.map((r) => r.isin)).toEqual(['INE883A01011', null]);
    expect(() => parseInstrumentCsv(`${HEADER},isin\n1,1,X,X,0,,,0.05,1,EQ,NSE,NSE,IN12\n`)).toThrow(
      'line 2: isin "IN12" is not a 12-character ISIN',
    );
  });

  it('handles quoted fields, doubled quotes, CRLF, a byte-order mark, blank lines and reordered columns', () => {
    const header = ['tradingsymbol', ...INSTRUMENT_COLUMNS.filter((c) => c !== 'tradingsymbol')].join(',');
    const text = `\uFEFF${header}\r\n"M&M","519937",2031,"MAHINDRA, ""M&M""\r\nLTD",3650,,0,0.05,1,EQ,NSE,NSE\r\n\r\n`;
    expect(parseInstrumentCsv(text)).toEqual([
      expect.objectContaining({
        tradingsymbol: 'M&M',
        instrument_token: 519937,
        exchange_token: 2031,
        name: 'MAHINDRA, "M&M"\r\nLTD',
      }),
    ]);
  });

  it('names every bad row by its line, counting lines inside quoted fields', () => {
    const text = [
      HEADER,
      '"738561",2885,RELIANCE,"RELIANCE\nINDUSTRIES",1520,,0,0.05,1,EQ,NSE,NSE',
      'abc,1,X,X,1,,0,0.05,1,EQ,NSE,NSE',
      '2,1,Y,Y,1,2026-13-45,0,0.05,1.5,EQ,NSE,NSE',
      '3,1,,Z,-1,,0,,1,EQ,NSE,NSE',
      '4,1,SHORT',
    ].join('\n');
    let message = '';
    try {
      parseInstrumentCsv(text);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('4 invalid row(s)');
    expect(message).toContain('line 4: instrument_token "abc" is not a whole number >= 1');
    expect(message).toContain(
      'line 5: expiry "2026-13-45" is not yyyy-mm-dd; lot_size "1.5" is not a whole number >= 0',
    );
    expect(message).toContain(
      'line 6: tradingsymbol is empty; last_price "-1" is not a number >= 0; tick_size "" is not a number >= 0',
    );
    expect(message).toContain('line 7: 3 fields, the header has 12');
  });

  it('refuses a header without the dump columns, an empty text and an unterminated quote', () => {
    expect(() => parseInstrumentCsv('instrument_token,tradingsymbol\n1,X\n')).toThrow(
      'header lacks column(s): exchange_token, name',
    );
    expect(() => parseInstrumentCsv('')).toThrow('instrument CSV is empty');
    expect(() => parseInstrumentCsv(`${HEADER}\n1,1,"X,X,1,,0,0.05,1,EQ,NSE,NSE\n`)).toThrow(
      'unterminated quoted field starting on line 2',
    );
  });
});
