import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { MARKET_SUBJECTS, type Instrument, type InstrumentRef, type Tick } from '@app/contracts';
import { LOGGER, RpcClient, lookupInstruments } from '@app/common';
import { LivePrices } from './live-prices.js';

/** References per resolve request: the market service takes at most 100. */
const RESOLVE_CHUNK = 100;

/** What the portfolio service asks the market service: one request per list, however long. */
@Injectable()
export class MarketPricesClient {
  constructor(
    private readonly rpc: RpcClient,
    private readonly live: LivePrices,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Latest ticks by token: those heard on the tick stream moments ago as they are, the rest in one
   * request to the market service. When that service is down, those positions show without live prices.
   */
  async latest(tokens: readonly number[]): Promise<Map<number, Tick>> {
    const found = new Map<number, Tick>();
    const missing: number[] = [];
    const now = Date.now();
    for (const token of new Set(tokens)) {
      const tick = this.live.fresh(token, now);
      if (tick) found.set(token, tick);
      else missing.push(token);
    }
    if (missing.length === 0) return found;
    try {
      const { prices } = await this.rpc.request(MARKET_SUBJECTS.pricesLatest, {
        instrument_tokens: missing,
      });
      for (const t of Object.values(prices)) found.set(t.instrument_token, t);
    } catch (e) {
      this.logger.warn({ err: (e as Error).message }, 'live prices unavailable');
    }
    return found;
  }

  /** Strict variant for trading: no price, no fill. */
  async priceOf(token: number): Promise<Tick | undefined> {
    const { prices } = await this.rpc.request(MARKET_SUBJECTS.pricesLatest, {
      instrument_tokens: [token],
    });
    return prices[token];
  }

  async instrument(token: number): Promise<Instrument | undefined> {
    return (await this.instruments([token])).get(token);
  }

  instruments(tokens: readonly number[]): Promise<Map<number, Instrument>> {
    return lookupInstruments(this.rpc, tokens);
  }

  /**
   * The instrument each ledger holding trades as now, in the order given, or null: by its exchange and
   * symbol, else by its ISIN (the NSE listing first). A stock renamed since it was last traded (bought as
   * ZOMATO, listed now as ETERNAL) is found by its ISIN, and its instrument carries the symbol it has now.
   */
  async holdingInstruments(
    holdings: readonly { isin: string | null; exchange: string; symbol: string }[],
  ): Promise<Array<Instrument | null>> {
    const found = await this.resolve(holdings.map((h) => ({ exchange: h.exchange, tradingsymbol: h.symbol })));
    const misses = holdings.flatMap((h, i) => (found[i] === null && h.isin ? [i] : []));
    if (misses.length === 0) return found;
    const byIsin = await this.resolve(misses.map((i) => ({ isin: holdings[i].isin })));
    misses.forEach((i, n) => (found[i] = byIsin[n]));
    return found;
  }

  /** Instruments by reference (token, ISIN, or exchange and symbol), RESOLVE_CHUNK to a request. */
  private async resolve(refs: readonly InstrumentRef[]): Promise<Array<Instrument | null>> {
    const out: Array<Instrument | null> = [];
    for (let i = 0; i < refs.length; i += RESOLVE_CHUNK) {
      const { instruments } = await this.rpc.request(MARKET_SUBJECTS.instrumentsResolve, {
        instruments: refs.slice(i, i + RESOLVE_CHUNK),
      });
      out.push(...instruments);
    }
    return out;
  }

  async bySymbol(exchange: string, tradingsymbol: string): Promise<number | undefined> {
    const { securities } = await this.rpc.request(MARKET_SUBJECTS.securitiesSearch, {
      query: tradingsymbol,
      limit: 50,
    });
    return securities.find((s) => s.exchange === exchange && s.tradingsymbol === tradingsymbol)?.instrument_token;
  }
}
