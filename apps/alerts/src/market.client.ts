import { Injectable } from '@nestjs/common';
import { MARKET_SUBJECTS, type Instrument, type InstrumentsLookupReply, type PricesLatestReply, type Tick } from '@app/contracts';
import { RpcClient } from '@app/common';

/** Instruments and latest prices from the market service. */
@Injectable()
export class MarketClient {
  constructor(private readonly rpc: RpcClient) {}

  async latest(tokens: readonly number[]): Promise<Map<number, Tick>> {
    if (tokens.length === 0) return new Map();
    const { prices } = await this.rpc.request<PricesLatestReply>(MARKET_SUBJECTS.pricesLatest, { instrument_tokens: [...new Set(tokens)] });
    return new Map(Object.values(prices).map((t) => [t.instrument_token, t]));
  }

  /** Latest prices, or none when the market service cannot be asked (lists still answer). */
  async latestOrNone(tokens: readonly number[]): Promise<Map<number, Tick>> {
    try {
      return await this.latest(tokens);
    } catch {
      return new Map();
    }
  }

  async instrument(token: number): Promise<Instrument | undefined> {
    const { instruments } = await this.rpc.request<InstrumentsLookupReply>(MARKET_SUBJECTS.instrumentsLookup, { instrument_tokens: [token] });
    return instruments[0];
  }
}
