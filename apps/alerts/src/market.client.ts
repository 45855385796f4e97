import { Injectable } from '@nestjs/common';
import type { Instrument, Tick } from '@app/contracts';
import { RpcClient, latestTicks, lookupInstruments } from '@app/common';

/** Instruments and latest prices from the market service. */
@Injectable()
export class MarketClient {
  constructor(private readonly rpc: RpcClient) {}

  latest(tokens: readonly number[]): Promise<Map<number, Tick>> {
    return latestTicks(this.rpc, tokens);
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
    return (await lookupInstruments(this.rpc, [token])).get(token);
  }
}
