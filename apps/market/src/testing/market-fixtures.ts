import type { Instrument, Tick } from '@app/contracts';

/** An NSE cash equity on a 0.05 tick; override what the scenario is about. */
export function instrumentOf(over: Partial<Instrument> = {}): Instrument {
  const token = over.instrument_token ?? 738561;
  return {
    instrument_token: token,
    exchange_token: token >> 8,
    tradingsymbol: `T${token}`,
    name: `T${token}`,
    last_price: 1000,
    expiry: null,
    strike: 0,
    tick_size: 0.05,
    lot_size: 1,
    instrument_type: 'EQ',
    segment: 'NSE',
    exchange: 'NSE',
    isin: null,
    ...over,
  };
}

/** An index row as Kite's master has it: no tick size, no lot. */
export function indexOf(token: number, tradingsymbol: string): Instrument {
  return instrumentOf({
    instrument_token: token,
    tradingsymbol,
    name: tradingsymbol,
    tick_size: 0,
    lot_size: 0,
    segment: 'INDICES',
  });
}

/** A tick at `last_price` with the day's open, range and previous close; override what the scenario is about. */
export function tickOf(over: Partial<Omit<Tick, 'ohlc'>> & { ohlc?: Partial<Tick['ohlc']> } = {}): Tick {
  const { ohlc, ...rest } = over;
  const last_price = rest.last_price ?? 1010;
  const day = { open: 1000, high: 1020, low: 990, close: 1000, ...ohlc };
  return {
    instrument_token: 738561,
    last_price,
    ohlc: day,
    change: last_price - day.close,
    change_percent: ((last_price - day.close) * 100) / day.close,
    volume: 12345,
    timestamp: '2026-03-02T05:00:00.000Z',
    ...rest,
  };
}

/** The error a call throws, for asserting its code, message and details. */
export function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('expected the call to throw');
}
