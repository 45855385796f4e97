import type { StoredTrade } from '../../ledger/ledger-rows.js';
import { trade } from '../../ledger/test-trades.js';

export const TODAY = '2025-02-20';
const INFY = { isin: 'INE009A01021', symbol: 'INFY' };
const TCS = { isin: 'INE467B01029', symbol: 'TCS' };
const WIPRO = { isin: 'INE075A01022', symbol: 'WIPRO' };
const ITC = { isin: 'INE154A01025', symbol: 'ITC' };
const HDFCBANK = { isin: 'INE040A01034', symbol: 'HDFCBANK' };
const SBIN = { isin: 'INE062A01020', symbol: 'SBIN' };

/**
 * FY 2024-25 as of 20-Feb-2025. Realised: INFY 10 bought @ 1500 (Jan 2023) sold @ 1800 (long-term,
 * +3000); TCS 5 bought @ 4000 sold @ 4400 (short-term, +2000). Open: WIPRO 100 @ 320 (Aug 2024),
 * ITC 10 @ 500 (Mar 2023), HDFCBANK 200 @ 1000 (May 2022), SBIN 100 @ 500 (Jun 2023), INFY 5 @ 1900 (Dec 2024).
 */
export const SCENARIO_TRADES: StoredTrade[] = [
  trade('buy', '2022-05-01', '200', '1000', HDFCBANK),
  trade('buy', '2023-01-05', '10', '1500', INFY),
  trade('buy', '2023-03-01', '10', '500', ITC),
  trade('buy', '2023-06-01', '100', '500', SBIN),
  trade('buy', '2024-06-01', '5', '4000', TCS),
  trade('buy', '2024-08-01', '100', '320', WIPRO),
  trade('sell', '2024-09-01', '10', '1800', INFY),
  trade('sell', '2024-10-01', '5', '4400', TCS),
  trade('buy', '2024-12-01', '5', '1900', INFY),
];

/** Last prices per ledger key (the ISIN). */
export const SCENARIO_PRICES = new Map<string, number>([
  [WIPRO.isin, 290],
  [ITC.isin, 490],
  [HDFCBANK.isin, 1700],
  [SBIN.isin, 800],
  [INFY.isin, 1950],
]);
