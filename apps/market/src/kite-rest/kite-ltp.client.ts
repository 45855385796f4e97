import { Injectable } from '@nestjs/common';
import type { Instrument } from '@app/contracts';
import { MarketConfig } from '../config/market.config.js';
import { KiteRestClient } from './kite-rest.client.js';
import { batchesOf, ltpPricesOf, quoteKey } from './ltp-batches.js';

/** Kite answers at most this many instruments per /quote/ltp request. */
export const LTP_BATCH = 1000;

/**
 * Last traded prices of instruments the ticker does not stream, from GET /quote/ltp: batches of up to
 * 1,000 at the quote endpoints' 1 request/s, and kept KITE_QUOTE_CACHE_MS so a page of holdings asked
 * for again and again costs Kite one request per batch per few seconds.
 */
@Injectable()
export class KiteLtpClient {
  private readonly cache = new Map<number, { price: number; at: number }>();

  constructor(
    private readonly config: MarketConfig,
    private readonly rest: KiteRestClient,
  ) {}

  get enabled(): boolean {
    return this.rest.enabled;
  }

  /** Prices by token; instruments Kite has no price for are left out. Throws when Kite cannot be reached. */
  async prices(instruments: readonly Instrument[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    const now = Date.now();
    const todo: Instrument[] = [];
    for (const i of instruments) {
      const hit = this.cache.get(i.instrument_token);
      if (hit && now - hit.at < this.config.KITE_QUOTE_CACHE_MS) out.set(i.instrument_token, hit.price);
      else todo.push(i);
    }
    for (const batch of batchesOf(todo, LTP_BATCH)) {
      const data = await this.rest.get(
        'quote',
        '/quote/ltp',
        batch.map((i) => ['i', quoteKey(i)]),
      );
      const at = Date.now();
      for (const [token, price] of ltpPricesOf(batch, data)) {
        this.cache.set(token, { price, at });
        out.set(token, price);
      }
    }
    return out;
  }
}
