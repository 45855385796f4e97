import { describe, expect, it } from '@jest/globals';
import { onTradingDay } from './expiry-on-trading-day.js';
import { listedContracts } from './futures-calendar.js';
import { MCX_CONTRACTS } from './mcx-contracts.js';

const contract = (symbol: string) => MCX_CONTRACTS.find((c) => c.symbol === symbol)!;
const expiryOf = (symbol: string, year: number, month: number) =>
  onTradingDay(contract(symbol).expiry, 'MCX')(year, month);

/**
 * Every MCX future of Kite's full instrument dump of July 2024 (public copy: JayceeGupta/Zerodha-Data-Fetcher,
 * src/zerodha_data_fetcher/utils/data/Kite_Instrument_ID.csv), as [tradingsymbol, expiry].
 */
const KITE_JULY_2024: readonly [string, string][] = [
  ['GOLD24AUGFUT', '2024-08-05'],
  ['GOLD24OCTFUT', '2024-10-04'],
  ['GOLD24DECFUT', '2024-12-05'],
  ['GOLD25FEBFUT', '2025-02-05'],
  ['GOLD25APRFUT', '2025-04-04'],
  ['GOLD25JUNFUT', '2025-06-05'],
  ['GOLDM24AUGFUT', '2024-08-05'],
  ['GOLDM24SEPFUT', '2024-09-05'],
  ['GOLDM24OCTFUT', '2024-10-04'],
  ['GOLDPETAL24JULFUT', '2024-07-31'],
  ['GOLDPETAL24AUGFUT', '2024-08-30'],
  ['GOLDPETAL24SEPFUT', '2024-09-30'],
  ['GOLDPETAL24OCTFUT', '2024-10-31'],
  ['SILVER24SEPFUT', '2024-09-05'],
  ['SILVER24DECFUT', '2024-12-05'],
  ['SILVER25MARFUT', '2025-03-05'],
  ['SILVER25MAYFUT', '2025-05-05'],
  ['SILVERM24AUGFUT', '2024-08-30'],
  ['SILVERM24NOVFUT', '2024-11-29'],
  ['SILVERM25FEBFUT', '2025-02-28'],
  ['SILVERM25APRFUT', '2025-04-30'],
  ['SILVERMIC24AUGFUT', '2024-08-30'],
  ['SILVERMIC24NOVFUT', '2024-11-29'],
  ['SILVERMIC25FEBFUT', '2025-02-28'],
  ['CRUDEOIL24JULFUT', '2024-07-19'],
  ['CRUDEOIL24AUGFUT', '2024-08-19'],
  ['CRUDEOIL24SEPFUT', '2024-09-19'],
  ['CRUDEOIL24OCTFUT', '2024-10-21'],
  ['CRUDEOIL24NOVFUT', '2024-11-19'],
  ['CRUDEOIL24DECFUT', '2024-12-18'],
  ['CRUDEOILM24OCTFUT', '2024-10-21'],
  ['CRUDEOILM24DECFUT', '2024-12-18'],
  ['NATURALGAS24JULFUT', '2024-07-26'],
  ['NATURALGAS24AUGFUT', '2024-08-27'],
  ['NATURALGAS24SEPFUT', '2024-09-25'],
  ['NATURALGAS24OCTFUT', '2024-10-28'],
  ['NATURALGAS24NOVFUT', '2024-11-25'],
  ['NATURALGAS24DECFUT', '2024-12-26'],
  ['NATGASMINI24NOVFUT', '2024-11-25'],
  ['COPPER24JULFUT', '2024-07-31'],
  ['COPPER24AUGFUT', '2024-08-30'],
  ['COPPER24SEPFUT', '2024-09-30'],
  ['COPPER24OCTFUT', '2024-10-31'],
  ['COPPER24NOVFUT', '2024-11-29'],
  ['ZINC24AUGFUT', '2024-08-30'],
  ['ZINCMINI24NOVFUT', '2024-11-29'],
  ['LEAD24SEPFUT', '2024-09-30'],
  ['LEADMINI24OCTFUT', '2024-10-31'],
  ['ALUMINIUM24JULFUT', '2024-07-31'],
  ['ALUMINI24NOVFUT', '2024-11-29'],
  ['NICKEL24AUGFUT', '2024-08-30'],
  ['MENTHAOIL24DECFUT', '2024-12-31'],
];

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const parse = (tradingsymbol: string) => {
  const m = /^([A-Z]+)(\d{2})([A-Z]{3})FUT$/.exec(tradingsymbol)!;
  return { symbol: m[1], year: 2000 + Number(m[2]), month: MONTHS.indexOf(m[3]) + 1 };
};

describe('MCX expiry rules', () => {
  it.each(KITE_JULY_2024)('gives %s the expiry of Kite’s July 2024 dump (%s)', (tradingsymbol, expiry) => {
    const { symbol, year, month } = parse(tradingsymbol);
    expect(contract(symbol).months).toContain(month);
    expect(expiryOf(symbol, year, month)).toBe(expiry);
  });

  it('gives the 2025-2026 expiries that other public masters show (Angel One symbols carry the day)', () => {
    // GOLD03OCT25FUT, ALUMINIUM30MAY25FUT, NICKEL30MAY25FUT, NATURALGAS25JUN25FUT, NATURALGAS25JUN26FUT,
    // CRUDEOILM19OCT26FUT in public code; CRUDEOIL26SEPFUT expiring 2026-09-21 in a public Kite master test.
    expect(expiryOf('GOLD', 2025, 10)).toBe('2025-10-03');
    expect(expiryOf('ALUMINIUM', 2025, 5)).toBe('2025-05-30');
    expect(expiryOf('NICKEL', 2025, 5)).toBe('2025-05-30');
    expect(expiryOf('NATURALGAS', 2025, 6)).toBe('2025-06-25');
    expect(expiryOf('NATURALGAS', 2026, 6)).toBe('2026-06-25');
    expect(expiryOf('CRUDEOILM', 2026, 10)).toBe('2026-10-19');
    expect(expiryOf('CRUDEOIL', 2026, 9)).toBe('2026-09-21');
  });

  it('lists only the contract months a commodity has: GOLD every other month, SILVER five a year', () => {
    const months = (symbol: string) =>
      listedContracts(onTradingDay(contract(symbol).expiry, 'MCX'), '2026-11-24', 3, contract(symbol).months).map(
        (c) => c.expiry,
      );
    expect(months('GOLD')).toEqual(['2026-12-04', '2027-02-05', '2027-04-05']);
    expect(months('SILVER')).toEqual(['2026-12-04', '2027-03-05', '2027-05-05']);
    expect(months('SILVERM')).toEqual(['2026-11-30', '2027-02-26', '2027-04-30']);
  });

  it('keeps every commodity’s id, so no two share a token', () => {
    const ids = MCX_CONTRACTS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(MCX_CONTRACTS.slice(0, 4).map((c) => [c.id, c.symbol])).toEqual([
      [11, 'GOLD'],
      [12, 'SILVER'],
      [13, 'CRUDEOIL'],
      [14, 'NATURALGAS'],
    ]);
    expect(Math.max(...ids)).toBeLessThan(50);
  });
});
