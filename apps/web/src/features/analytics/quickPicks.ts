import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { bestMatch, mapLimited } from '../instruments';

/** A ready-made basket, resolved to instruments through the security search. */
export interface QuickPick {
  id: string;
  name: string;
  exchange: 'NSE' | 'BSE';
  symbols: readonly string[];
}

// Index constituents as of late 2026 (Tata Motors trades as TMPV after its demerger).
const NIFTY_50 =
  'ADANIENT ADANIPORTS APOLLOHOSP ASIANPAINT AXISBANK BAJAJ-AUTO BAJAJFINSV BAJFINANCE BEL BHARTIARTL CIPLA COALINDIA DRREDDY EICHERMOT ETERNAL GRASIM HCLTECH HDFCBANK HDFCLIFE HINDALCO HINDUNILVR ICICIBANK INDIGO INFY ITC JIOFIN JSWSTEEL KOTAKBANK LT M&M MARUTI MAXHEALTH NESTLEIND NTPC ONGC POWERGRID RELIANCE SBILIFE SBIN SHRIRAMFIN SUNPHARMA TATACONSUM TATASTEEL TCS TECHM TITAN TMPV TRENT ULTRACEMCO WIPRO';
const SENSEX =
  'ADANIPORTS ASIANPAINT AXISBANK BAJAJFINSV BAJFINANCE BEL BHARTIARTL ETERNAL HCLTECH HDFCBANK HINDUNILVR ICICIBANK INDIGO INFY ITC KOTAKBANK LT M&M MARUTI NTPC POWERGRID RELIANCE SBIN SUNPHARMA TATASTEEL TCS TECHM TITAN TRENT ULTRACEMCO';

export const QUICK_PICKS: readonly QuickPick[] = [
  { id: 'nifty50', name: 'NIFTY 50 stocks', exchange: 'NSE', symbols: NIFTY_50.split(' ') },
  { id: 'sensex', name: 'SENSEX stocks', exchange: 'BSE', symbols: SENSEX.split(' ') },
  {
    id: 'banks',
    name: 'Private & PSU banks',
    exchange: 'NSE',
    symbols: ['HDFCBANK', 'ICICIBANK', 'SBIN', 'KOTAKBANK', 'AXISBANK'],
  },
  { id: 'it', name: 'IT services', exchange: 'NSE', symbols: ['TCS', 'INFY', 'HCLTECH', 'WIPRO', 'TECHM'] },
  { id: 'auto', name: 'Autos', exchange: 'NSE', symbols: ['MARUTI', 'M&M', 'TMPV', 'BAJAJ-AUTO', 'EICHERMOT'] },
];

export interface ResolvedPick {
  found: SecuritySearchResult[];
  /** Symbols the instrument master does not have on that exchange. */
  missing: string[];
}

/** Looks every symbol up (6 searches at a time) and keeps exact matches on the basket's exchange. */
export async function resolveQuickPick(
  pick: QuickPick,
  search: (query: string) => Promise<SecuritySearchResult[]>,
): Promise<ResolvedPick> {
  const hits = await mapLimited(pick.symbols, 6, async (symbol) =>
    bestMatch(await search(symbol), symbol, { exchange: pick.exchange, exactOnly: true }),
  );
  const found: SecuritySearchResult[] = [];
  const missing: string[] = [];
  hits.forEach((h, i) => (h ? found.push(h) : missing.push(pick.symbols[i]!)));
  return { found, missing };
}
