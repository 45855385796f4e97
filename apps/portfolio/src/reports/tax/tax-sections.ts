import type { TaxSection } from '@app/contracts';

/** Console's summary labels per section (Tax P&L XLSX, `Equity and Non Equity` and `F&O` sheets). */
export const SECTION_LABELS: Record<TaxSection, string> = {
  equity_intraday: 'Intraday/Speculative profit',
  equity_short_term: 'Short Term profit',
  equity_long_term: 'Long Term profit',
  non_equity_short_term: 'Non Equity Short Term profit',
  non_equity_long_term: 'Non Equity Long Term profit',
  fno: 'Options/Futures Realized Profit',
  commodity: 'Commodity Realized Profit',
};

/**
 * Exchange-traded units that are not equity-oriented (gold, silver, debt, liquid, G-Sec and SDL ETFs).
 * Equity ETFs (NIFTYBEES, BANKBEES, ...) share the INF ISIN prefix with these, so the prefix alone
 * cannot tell them apart: the name must say what the fund holds. The list is of words in the NSE
 * symbols of such ETFs; a fund it misses is treated as equity and shows up under equity.
 */
const NON_EQUITY_SYMBOL_WORDS = [
  'GOLD',
  'SILVER',
  'LIQUID',
  'GILT',
  'GSEC',
  'SDL',
  'BBETF',
  'BHARATBOND',
  'EBBETF',
  'DEBT',
  'BOND',
  'MONEY',
  'CASH',
  'CPSEBOND',
  'NIF10GETF',
  'NIF5GETF',
  'LTGILT',
];

/** Sovereign Gold Bonds trade under `<NAME>-GB` and carry IN0 ISINs; they are non-equity. */
export const isSovereignGoldBond = (symbol: string): boolean => symbol.toUpperCase().endsWith('-GB');

const isDebtLike = (s: string): boolean =>
  ['LIQUID', 'GILT', 'GSEC', 'SDL', 'BBETF', 'BHARATBOND', 'EBBETF', 'DEBT', 'BOND', 'MONEY', 'CASH'].some((w) =>
    s.includes(w),
  ) || /NIF\d+GETF/.test(s);

/** Non-equity: an SGB, or an INF-prefixed unit whose symbol names gold, silver or debt. */
export function isNonEquity(isin: string | null, symbol: string): boolean {
  const s = symbol.toUpperCase();
  if (isSovereignGoldBond(s)) return true;
  return (isin ?? '').startsWith('INF') && NON_EQUITY_SYMBOL_WORDS.some((w) => s.includes(w));
}

/**
 * Months a non-equity unit must be held to be long-term. Listed units and bonds: 12 months for transfers
 * from 23-Jul-2024 (Finance (No. 2) Act 2024 amended s.2(42A)); before, gold and debt ETFs needed 36
 * months and listed bonds (SGBs) 12. Debt units bought from 1-Apr-2023 are short-term whatever the
 * holding (s.50AA): answered as Infinity months.
 */
export function nonEquityLongTermMonths(symbol: string, buyDate: string, sellDate: string): number {
  const s = symbol.toUpperCase();
  if (isDebtLike(s) && !isSovereignGoldBond(s) && buyDate >= '2023-04-01') return Infinity;
  if (isSovereignGoldBond(s) || sellDate >= '2024-07-23') return 12;
  return 36;
}

export const isDerivativeKey = (key: string): boolean => key.startsWith('FO:') || key.startsWith('COM:');
