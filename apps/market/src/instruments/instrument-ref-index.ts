import type { Instrument, InstrumentRef } from '@app/contracts';

const EXCHANGE_PREFERENCE = ['NSE', 'BSE'];
const rank = (exchange: string) => {
  const i = EXCHANGE_PREFERENCE.indexOf(exchange);
  return i === -1 ? EXCHANGE_PREFERENCE.length : i;
};

/**
 * The master indexed the ways a ledger names a security: by token, by ISIN (the NSE listing first,
 * then BSE, so one ISIN prices from the deeper market) and by exchange and symbol.
 */
export class InstrumentRefIndex {
  private readonly byToken = new Map<number, Instrument>();
  private readonly byIsin = new Map<string, Instrument>();
  private readonly bySymbol = new Map<string, Instrument>();

  constructor(instruments: readonly Instrument[]) {
    for (const i of instruments) {
      this.byToken.set(i.instrument_token, i);
      this.bySymbol.set(`${i.exchange}:${i.tradingsymbol}`, i);
      if (!i.isin) continue;
      const held = this.byIsin.get(i.isin);
      if (!held || rank(i.exchange) < rank(held.exchange)) this.byIsin.set(i.isin, i);
    }
  }

  /** By token, else by ISIN, else by exchange and symbol; undefined when none matches. */
  resolve(ref: InstrumentRef): Instrument | undefined {
    const byToken = ref.instrument_token === undefined ? undefined : this.byToken.get(ref.instrument_token);
    if (byToken) return byToken;
    const byIsin = ref.isin ? this.byIsin.get(ref.isin) : undefined;
    if (byIsin) return byIsin;
    return ref.exchange && ref.tradingsymbol ? this.bySymbol.get(`${ref.exchange}:${ref.tradingsymbol}`) : undefined;
  }
}
