import { Decimal } from 'decimal.js';

/**
 * The fair market value of a listed share on 31-Jan-2018 for grandfathering (s.55(2)(ac)): the highest
 * price quoted that day on a recognised exchange, NSE's bhavcopy `cm31JAN2018bhav.csv` column HIGH,
 * keyed by ISIN, in the rupees of that day (before any later split). See fmv-31-jan-2018.md for what the
 * table holds and how to extend it.
 */
export type FmvLookup = (isin: string) => Decimal | null;

/** ISIN -> HIGH on 31-Jan-2018. Empty until the bhavcopy's figures are loaded from a sourced file. */
const HIGH_ON_31_JAN_2018: ReadonlyMap<string, string> = new Map<string, string>([]);

export const fmvFromTable =
  (table: ReadonlyMap<string, string> = HIGH_ON_31_JAN_2018): FmvLookup =>
  (isin) => {
    const high = table.get(isin);
    return high === undefined ? null : new Decimal(high);
  };
