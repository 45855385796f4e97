import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Decimal } from 'decimal.js';
import { parseImportFile } from '../../imports/formats/index.js';
import type { StoredTrade } from '../../ledger/ledger-rows.js';
import { buildLedger, type KeyHistory, type LedgerInput } from '../../ledger/lot-engine.js';
import type { LotAction } from '../../ledger/lot-types.js';
import type { FmvLookup } from './fmv-31-jan-2018.js';

/** The ISIN the tax fixture gives its grandfathered holding (a made-up company, OLDMILL). */
export const OLDMILL = 'INE000X01012';
export const WIPRO = 'INE075A01022';

/**
 * Corporate actions the fixture's history went through: OLDMILL split 2:1 (ex 1-May-2019, after the
 * grandfathering date, so the 2018 FMV is halved), WIPRO bonus 1:1 (ex 3-Dec-2024).
 */
export const FIXTURE_ACTIONS: LotAction[] = [
  { id: 'ca-oldmill-split', isin: OLDMILL, kind: 'split', exDate: '2019-05-01', numerator: 2, denominator: 1 },
  { id: 'ca-wipro-bonus', isin: WIPRO, kind: 'bonus', exDate: '2024-12-03', numerator: 2, denominator: 1 },
];

/** OLDMILL's HIGH on 31-Jan-2018 for the scenario: a test figure, in the shares of that day. */
export const FIXTURE_FMV: FmvLookup = (isin) => (isin === OLDMILL ? new Decimal(1000) : null);

/** The tax fixtures (equity and F&O tradebooks) read by the importer's own parser, as stored trades. */
export async function fixtureInput(): Promise<LedgerInput> {
  const trades: StoredTrade[] = [];
  for (const name of ['tax-ZX1234-EQ.csv', 'tax-ZX1234-FO.csv']) {
    const file = await parseImportFile(readFileSync(resolve(process.cwd(), 'test/fixtures/console', name)), name);
    if (file.problems.length > 0) throw new Error(`${name}: ${JSON.stringify(file.problems)}`);
    file.trades.forEach((t, i) => trades.push({ ...t, id: `${name}:${i}` }));
  }
  return { trades, openings: [], actions: FIXTURE_ACTIONS };
}

export async function fixtureHistories(): Promise<{ input: LedgerInput; histories: KeyHistory[] }> {
  const input = await fixtureInput();
  return { input, histories: [...buildLedger(input).values()] };
}
