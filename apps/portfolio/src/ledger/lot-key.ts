/** What a trade or opening lot is keyed by in the ledger. */
export interface LotKey {
  key: string;
  isin: string | null;
  /** True when an equity row had no ISIN and had to be keyed by exchange and symbol. */
  keyedBySymbol: boolean;
}

/**
 * Equity is keyed by ISIN, so a renamed symbol or a move from NSE to BSE keeps one history. F&O is kept
 * per contract (its symbol names underlying, expiry and strike; contracts carry no ISIN). An equity row
 * without an ISIN falls back to exchange and symbol, and is flagged so the user can see why it stands apart.
 */
export function lotKeyOf(row: {
  isin: string | null;
  symbol: string;
  exchange: string | null;
  segment?: string;
}): LotKey {
  const exchange = row.exchange ?? 'NSE';
  if (row.segment === 'FO' || row.segment === 'COM')
    return { key: `${row.segment}:${exchange}:${row.symbol}`, isin: null, keyedBySymbol: false };
  if (row.isin) return { key: row.isin, isin: row.isin, keyedBySymbol: false };
  return { key: `${exchange}:${row.symbol}`, isin: null, keyedBySymbol: true };
}
