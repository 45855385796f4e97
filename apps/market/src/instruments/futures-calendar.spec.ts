import { describe, expect, it } from '@jest/globals';
import type { Instrument } from '@app/contracts';
import { futuresFor, lastTuesdayOf, listedContracts, parseStockFutures } from './futures-calendar.js';

const level = (last_price: number, tick_size = 0) => ({ last_price, tick_size });
const INDEX_PRICES = new Map([
  ['NIFTY 50', level(26_050)],
  ['NIFTY BANK', level(58_200)],
  ['NIFTY FIN SERVICE', level(27_600)],
  ['NIFTY MID SELECT', level(13_600)],
]);
const ist = (local: string): Date => new Date(`${local}+05:30`);
const bySymbol = (rows: Instrument[]) => new Map(rows.map((r) => [r.tradingsymbol, r]));
const symbols = (rows: Instrument[], name: string) => rows.filter((r) => r.name === name).map((r) => r.tradingsymbol);

describe('lastTuesdayOf', () => {
  it('matches the NSE monthly expiries in a 2026 Kite dump (25 Aug, 29 Sep, 27 Oct)', () => {
    expect(lastTuesdayOf(2026, 8)).toBe('2026-08-25');
    expect(lastTuesdayOf(2026, 9)).toBe('2026-09-29');
    expect(lastTuesdayOf(2026, 10)).toBe('2026-10-27');
    expect(lastTuesdayOf(2026, 11)).toBe('2026-11-24');
    expect(lastTuesdayOf(2026, 12)).toBe('2026-12-29');
    expect(lastTuesdayOf(2027, 2)).toBe('2027-02-23');
    expect(lastTuesdayOf(2026, 3)).toBe('2026-03-31');
  });
});

describe('listedContracts', () => {
  it('keeps the month current through its expiry day, then lists the next three', () => {
    expect(listedContracts(lastTuesdayOf, '2026-11-24').map((c) => c.expiry)).toEqual([
      '2026-11-24',
      '2026-12-29',
      '2027-01-26',
    ]);
    expect(listedContracts(lastTuesdayOf, '2026-11-25').map((c) => c.expiry)).toEqual([
      '2026-12-29',
      '2027-01-26',
      '2027-02-23',
    ]);
    expect(listedContracts(lastTuesdayOf, '2026-12-30').map((c) => [c.year, c.month])).toEqual([
      [2027, 1],
      [2027, 2],
      [2027, 3],
    ]);
  });
});

describe('futuresFor', () => {
  it('lists the three listed months of the index and MCX futures on a date', () => {
    const rows = futuresFor(ist('2026-11-23T10:00:00'), INDEX_PRICES);
    expect(symbols(rows, 'NIFTY')).toEqual(['NIFTY26NOVFUT', 'NIFTY26DECFUT', 'NIFTY27JANFUT']);
    expect(symbols(rows, 'BANKNIFTY')).toEqual(['BANKNIFTY26NOVFUT', 'BANKNIFTY26DECFUT', 'BANKNIFTY27JANFUT']);
    expect(symbols(rows, 'FINNIFTY')).toEqual(['FINNIFTY26NOVFUT', 'FINNIFTY26DECFUT', 'FINNIFTY27JANFUT']);
    expect(symbols(rows, 'MIDCPNIFTY')).toEqual(['MIDCPNIFTY26NOVFUT', 'MIDCPNIFTY26DECFUT', 'MIDCPNIFTY27JANFUT']);
    // Gold trades even months and silver five a year; crude expired on 19 Nov; natural gas runs to the 23rd.
    expect(symbols(rows, 'GOLD')).toEqual(['GOLD26DECFUT', 'GOLD27FEBFUT', 'GOLD27APRFUT']);
    expect(symbols(rows, 'SILVER')).toEqual(['SILVER26DECFUT', 'SILVER27MARFUT', 'SILVER27MAYFUT']);
    expect(symbols(rows, 'GOLDM')).toEqual(['GOLDM26DECFUT', 'GOLDM27JANFUT', 'GOLDM27FEBFUT']);
    expect(symbols(rows, 'ZINC')).toEqual(['ZINC26NOVFUT', 'ZINC26DECFUT', 'ZINC27JANFUT']);
    expect(symbols(rows, 'CRUDEOIL')).toEqual(['CRUDEOIL26DECFUT', 'CRUDEOIL27JANFUT', 'CRUDEOIL27FEBFUT']);
    expect(symbols(rows, 'NATURALGAS')).toEqual(['NATURALGAS26NOVFUT', 'NATURALGAS26DECFUT', 'NATURALGAS27JANFUT']);
  });

  it('lists stock futures on the tick and lot of their stock, and leaves out a stock the master lacks', () => {
    const stocks = parseStockFutures('id,underlying,lot_size\n1,RELIANCE,500\n2,GONE,100\n');
    const prices = new Map([...INDEX_PRICES, ['RELIANCE', level(1520, 0.1)]]);
    const rows = futuresFor(ist('2026-11-23T10:00:00'), prices, stocks);
    expect(symbols(rows, 'RELIANCE')).toEqual(['RELIANCE26NOVFUT', 'RELIANCE26DECFUT', 'RELIANCE27JANFUT']);
    expect(bySymbol(rows).get('RELIANCE26DECFUT')).toMatchObject({ lot_size: 500, tick_size: 0.1, segment: 'NFO-FUT' });
    expect(symbols(rows, 'GONE')).toEqual([]);
    for (const r of rows.filter((r) => r.name === 'RELIANCE')) {
      expect(r.exchange_token).toBeGreaterThanOrEqual(7_500_000);
      expect(r.instrument_token).toBeLessThan(2 ** 31);
    }
  });

  it('refuses a stock futures file with a repeated id or a bad lot, naming the line', () => {
    expect(() => parseStockFutures('id,underlying,lot_size\n1,A,10\n1,B,10\n')).toThrow('line 3');
    expect(() => parseStockFutures('id,underlying,lot_size\n1,A,0\n')).toThrow('line 2');
    expect(() => parseStockFutures('symbol,lot\n')).toThrow('header');
  });

  it('reads the date in IST: 19:00 UTC on 25 Aug is already the 26th, past the August expiry', () => {
    expect(symbols(futuresFor(new Date('2026-08-25T18:00:00Z'), INDEX_PRICES), 'NIFTY')).toEqual([
      'NIFTY26AUGFUT',
      'NIFTY26SEPFUT',
      'NIFTY26OCTFUT',
    ]);
    expect(symbols(futuresFor(new Date('2026-08-25T19:00:00Z'), INDEX_PRICES), 'NIFTY')).toEqual([
      'NIFTY26SEPFUT',
      'NIFTY26OCTFUT',
      'NIFTY26NOVFUT',
    ]);
  });

  it('fills the dump columns with the latest lot sizes, tick sizes and segments', () => {
    const rows = bySymbol(futuresFor(ist('2026-11-20T10:00:00'), INDEX_PRICES));
    expect(rows.get('NIFTY26NOVFUT')).toMatchObject({
      name: 'NIFTY',
      // The last Tuesday, 24 Nov, is Prakash Gurpurb: the contract expires on Monday the 23rd.
      expiry: '2026-11-23',
      strike: 0,
      lot_size: 65,
      tick_size: 0.1,
      instrument_type: 'FUT',
      segment: 'NFO-FUT',
      exchange: 'NFO',
    });
    expect(rows.get('BANKNIFTY26DECFUT')).toMatchObject({ lot_size: 30, tick_size: 0.2, expiry: '2026-12-29' });
    expect(rows.get('FINNIFTY26NOVFUT')).toMatchObject({ lot_size: 60 });
    expect(rows.get('MIDCPNIFTY26NOVFUT')).toMatchObject({ lot_size: 120 });
    // MCX's contract sizes in quote units: GOLD 1 kg quoted per 10 g, SILVER 30 kg quoted per kg.
    expect(rows.get('GOLD26DECFUT')).toMatchObject({
      lot_size: 100,
      tick_size: 1,
      expiry: '2026-12-04',
      segment: 'MCX-FUT',
      exchange: 'MCX',
    });
    expect(rows.get('SILVER27MARFUT')).toMatchObject({ lot_size: 30, tick_size: 1, expiry: '2027-03-05' });
    expect(rows.get('CRUDEOIL26DECFUT')).toMatchObject({ lot_size: 100, tick_size: 1, expiry: '2026-12-18' });
    // NYMEX's December Henry Hub ends on 25 Nov, so MCX's would on the 24th: Gurpurb, MCX's morning is closed.
    expect(rows.get('NATURALGAS26NOVFUT')).toMatchObject({ lot_size: 1250, tick_size: 0.1, expiry: '2026-11-23' });
    expect(rows.get('COPPER26NOVFUT')).toMatchObject({ lot_size: 2500, tick_size: 0.05, expiry: '2026-11-30' });
  });

  it('prices each contract at its underlying plus a small carry, on its tick', () => {
    const rows = bySymbol(futuresFor(ist('2026-11-20T10:00:00'), INDEX_PRICES));
    const near = rows.get('NIFTY26NOVFUT')!.last_price;
    const far = rows.get('NIFTY26DECFUT')!.last_price;
    expect(near).toBeGreaterThan(26_050);
    expect(far).toBeGreaterThan(near);
    expect(far).toBeLessThan(26_050 * 1.01);
    expect(rows.get('GOLD26DECFUT')!.last_price).toBeGreaterThan(130_000);
    expect(rows.get('CRUDEOIL26DECFUT')!.last_price).toBeLessThan(5_600);
    for (const r of rows.values())
      expect(Math.abs(r.last_price / r.tick_size - Math.round(r.last_price / r.tick_size))).toBeLessThan(1e-9);
  });

  it('gives a contract the same token on every day it trades, built as exchange_token*256 + segment id', () => {
    const early = bySymbol(futuresFor(ist('2026-11-02T10:00:00'), INDEX_PRICES)).get('NIFTY26DECFUT')!;
    const late = bySymbol(futuresFor(ist('2026-11-23T15:00:00'), INDEX_PRICES)).get('NIFTY26DECFUT')!;
    expect(late.instrument_token).toBe(early.instrument_token);
    for (const r of futuresFor(ist('2026-11-23T10:00:00'), INDEX_PRICES)) {
      expect(r.instrument_token).toBe(r.exchange_token * 256 + (r.exchange === 'NFO' ? 2 : 7));
      expect(r.exchange_token).toBeGreaterThanOrEqual(7_000_000);
      expect(r.instrument_token).toBeLessThan(2 ** 31);
    }
  });

  it('never gives two contracts one token, over three years of dates', () => {
    const tokenOf = new Map<number, string>();
    for (let day = Date.parse('2026-01-01'); day < Date.parse('2029-01-01'); day += 86_400_000 * 3) {
      for (const r of futuresFor(new Date(day), INDEX_PRICES)) {
        expect(tokenOf.get(r.instrument_token) ?? r.tradingsymbol).toBe(r.tradingsymbol);
        tokenOf.set(r.instrument_token, r.tradingsymbol);
      }
    }
    expect(tokenOf.size).toBeGreaterThan(250);
  });

  it('says which index it lacks a price for', () => {
    expect(() => futuresFor(new Date(), new Map([['NIFTY 50', level(26_000)]]))).toThrow('NIFTY BANK');
  });
});
