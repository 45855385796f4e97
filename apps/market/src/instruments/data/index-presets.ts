/** An index the dashboard offers by a short product code; tradingsymbol and token are those of Kite's dump. */
export interface IndexPreset {
  symbol: string;
  name: string;
  instrument_token: number;
  tradingsymbol: string;
  exchange: 'NSE' | 'BSE';
}

/** The indices the dashboard header offers, in the order the product lists them. */
export const INDEX_PRESETS: readonly IndexPreset[] = [
  { symbol: 'NIFTY50', name: 'NIFTY 50', instrument_token: 256265, tradingsymbol: 'NIFTY 50', exchange: 'NSE' },
  { symbol: 'SENSEX', name: 'SENSEX', instrument_token: 265, tradingsymbol: 'SENSEX', exchange: 'BSE' },
  { symbol: 'BANKNIFTY', name: 'NIFTY BANK', instrument_token: 260105, tradingsymbol: 'NIFTY BANK', exchange: 'NSE' },
  { symbol: 'NIFTYIT', name: 'NIFTY IT', instrument_token: 259849, tradingsymbol: 'NIFTY IT', exchange: 'NSE' },
  {
    symbol: 'NIFTYPHARMA',
    name: 'NIFTY PHARMA',
    instrument_token: 262409,
    tradingsymbol: 'NIFTY PHARMA',
    exchange: 'NSE',
  },
  { symbol: 'NIFTYAUTO', name: 'NIFTY AUTO', instrument_token: 263433, tradingsymbol: 'NIFTY AUTO', exchange: 'NSE' },
  {
    symbol: 'NIFTYMIDCAP50',
    name: 'NIFTY MIDCAP 50',
    instrument_token: 260873,
    tradingsymbol: 'NIFTY MIDCAP 50',
    exchange: 'NSE',
  },
  // Kite abbreviates this one in the dump.
  {
    symbol: 'NIFTYSMALLCAP50',
    name: 'NIFTY SMALLCAP 50',
    instrument_token: 266761,
    tradingsymbol: 'NIFTY SMLCAP 50',
    exchange: 'NSE',
  },
];

/** The indices every user starts with on each side of the header. */
export const DEFAULT_INDICES: { readonly left: readonly string[]; readonly right: readonly string[] } = {
  left: ['NIFTY50', 'SENSEX'],
  right: ['BANKNIFTY', 'NIFTYIT'],
};
