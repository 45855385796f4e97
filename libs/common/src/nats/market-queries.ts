import { MARKET_SUBJECTS, type Instrument, type Tick } from '@app/contracts';
import type { RpcClient } from './rpc-client.js';

/** The latest tick of each token the market service has priced, keyed by token; one request. */
export async function latestTicks(rpc: RpcClient, tokens: readonly number[]): Promise<Map<number, Tick>> {
  if (tokens.length === 0) return new Map();
  const { prices } = await rpc.request(MARKET_SUBJECTS.pricesLatest, { instrument_tokens: [...new Set(tokens)] });
  return new Map(Object.values(prices).map((t) => [t.instrument_token, t]));
}

/** The instruments the market service knows among the tokens, keyed by token; one request. */
export async function lookupInstruments(rpc: RpcClient, tokens: readonly number[]): Promise<Map<number, Instrument>> {
  const { instruments } = await rpc.request(MARKET_SUBJECTS.instrumentsLookup, {
    instrument_tokens: [...new Set(tokens)],
  });
  return new Map(instruments.map((i) => [i.instrument_token, i]));
}
