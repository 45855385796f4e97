import type { SecuritySearchResult } from '@app/contracts/market/messages';

/** The camel-case shape the portfolio forms keep a picked instrument in. */
export interface CamelInstrument {
  instrumentToken: number;
  tradingSymbol: string;
  name: string;
  exchange: string;
  instrumentType: string;
  lastPrice?: number;
}

/** What a picker may hold: a search result as the server sent it, or the camel-case form. */
export type PickedValue = SecuritySearchResult | CamelInstrument;

export interface PickedSummary {
  token: number;
  symbol: string;
  name: string;
  exchange: string;
  type: string;
  /** The master's reference price; undefined when it has none (0). */
  price?: number;
}

/** One shape for showing either form of a picked instrument. */
export function summaryOf(v: PickedValue): PickedSummary {
  if ('instrument_token' in v) {
    return {
      token: v.instrument_token,
      symbol: v.tradingsymbol,
      name: v.name,
      exchange: v.exchange,
      type: v.instrument_type,
      price: v.last_price > 0 ? v.last_price : undefined,
    };
  }
  return {
    token: v.instrumentToken,
    symbol: v.tradingSymbol,
    name: v.name,
    exchange: v.exchange,
    type: v.instrumentType,
    price: v.lastPrice && v.lastPrice > 0 ? v.lastPrice : undefined,
  };
}

/** The DOM id of a listbox's option, for aria-activedescendant. */
export const optionId = (listId: string, index: number): string => `${listId}-opt-${index}`;

/** The highlighted option after an arrow key: -1 is the text box itself; the ends do not wrap. */
export function nextActive(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  return Math.max(-1, Math.min(count - 1, current + step));
}
