import type { SecuritySearchResult } from '@app/contracts/market/messages';

/** Exchanges a manual position or a paper order may be on (the server's list). */
export const POSITION_EXCHANGES = ['NSE', 'BSE', 'NFO', 'MCX'] as const;
export type PositionExchange = (typeof POSITION_EXCHANGES)[number];

/** An instrument picked through the security search, in the position's field names. */
export interface PickedInstrument {
  tradingSymbol: string;
  instrumentToken: number;
  exchange: string;
  name: string;
  instrumentType: 'EQ' | 'FUT';
  /** The master's reference price, for defaults; the live price wins when there is one. */
  lastPrice?: number;
}

export const exchangeAllowed = (exchange: string): exchange is PositionExchange =>
  (POSITION_EXCHANGES as readonly string[]).includes(exchange);

/** A search hit as a picked instrument: FUT rows become futures, everything else equity. */
export function pickInstrument(r: SecuritySearchResult): PickedInstrument {
  return {
    tradingSymbol: r.tradingsymbol,
    instrumentToken: r.instrument_token,
    exchange: r.exchange,
    name: r.name || r.tradingsymbol,
    instrumentType: r.instrument_type === 'FUT' ? 'FUT' : 'EQ',
    lastPrice: r.last_price > 0 ? r.last_price : undefined,
  };
}

/** The message for an instrument the form cannot use, or null. */
export function instrumentProblem(i: PickedInstrument | null): string | null {
  if (!i) return 'Pick an instrument';
  if (!exchangeAllowed(i.exchange)) return `${i.exchange} is not supported: pick an instrument on NSE, BSE, NFO or MCX`;
  return null;
}

/** A price for an input: 2 decimals, no grouping ('1385.50'); empty when unknown. */
export function priceInput(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value.toFixed(2) : '';
}
