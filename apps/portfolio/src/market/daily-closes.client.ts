import { Injectable } from '@nestjs/common';
import { MARKET_SUBJECTS, type DailyClosesReply, type DailyClosesRequest, type MissingDays } from '@app/contracts';
import { RpcClient } from '@app/common';
import { MarketPricesClient } from './market-prices.client.js';

/** An instrument to price, named as the ledger knows it; `id` keys the cache and the answer. */
export interface ClosesFor {
  id: string;
  instrument_token?: number;
  isin?: string | null;
  exchange?: string;
  tradingsymbol?: string;
}

export interface ClosesSeries {
  instrument_token: number | null;
  name: string | null;
  /** The symbol the instrument trades under now, where the market service says. */
  tradingsymbol?: string | null;
  closes: Array<[string, number]>;
  /** Runs of days Kite could not be asked for just now. */
  missing?: MissingDays[];
}

export interface DailyCloses {
  series: Map<string, ClosesSeries>;
  source: 'kite' | 'simulated';
}

interface Cached extends ClosesSeries {
  from: string;
  to: string;
}

/** Instruments per request: 25 series of years of closes keep a reply well under NATS's message size. */
export const CLOSES_CHUNK = 25;
const CACHE_LIMIT = 2000;
/**
 * Within the gateway's own wait for the report (5 s by default): a slow first fetch answers at cost, and
 * the history the market stored meanwhile makes the next one quick.
 */
const TIMEOUT_MS = 3_000;

/**
 * Daily closes from the market service, many instruments at a time. Past days do not change, so they
 * are kept per instrument (the least recently used dropped past a bound); today's close is the live
 * price. Fails when the market service does not answer: the caller decides what to show instead.
 */
@Injectable()
export class DailyClosesClient {
  private readonly cache = new Map<string, Cached>();
  private source: DailyCloses['source'] = 'simulated';

  constructor(
    private readonly rpc: RpcClient,
    private readonly prices: MarketPricesClient,
  ) {}

  async closes(instruments: readonly ClosesFor[], from: string, to: string, today: string): Promise<DailyCloses> {
    const pastTo = to < today ? to : previousDay(today);
    const series = new Map<string, ClosesSeries>();
    const ask: ClosesFor[] = [];
    for (const i of instruments) {
      const hit = this.cache.get(i.id);
      if (hit && hit.from <= from && hit.to >= pastTo) {
        this.cache.delete(i.id);
        this.cache.set(i.id, hit);
        series.set(i.id, { ...hit, closes: hit.closes.filter(([d]) => d >= from && d <= to) });
      } else ask.push(i);
    }
    const chunks: ClosesFor[][] = [];
    for (let i = 0; i < ask.length; i += CLOSES_CHUNK) chunks.push(ask.slice(i, i + CLOSES_CHUNK));
    const replies = await Promise.all(chunks.map((c) => this.ask(c, from, to)));
    replies.forEach((reply, n) => {
      this.source = reply.source;
      chunks[n]!.forEach((i, k) => {
        const s = reply.series[k] ?? { instrument_token: null, name: null, closes: [] };
        series.set(i.id, { ...s, closes: s.closes.filter(([d]) => d >= from && d <= to) });
        // A series with days Kite could not give is asked again next time, not kept with its holes.
        if (!s.missing?.length)
          this.remember(i.id, { ...s, from, to: pastTo, closes: s.closes.filter(([d]) => d <= pastTo) });
      });
    });
    if (to >= today) await this.withLivePrices(series, today);
    return { series, source: this.source };
  }

  private ask(instruments: ClosesFor[], from: string, to: string): Promise<DailyClosesReply> {
    const request: DailyClosesRequest = {
      instruments: instruments.map(({ instrument_token, isin, exchange, tradingsymbol }) => ({
        instrument_token,
        isin,
        exchange,
        tradingsymbol,
      })),
      from,
      to,
    };
    return this.rpc.request(MARKET_SUBJECTS.candlesCloses, request, { timeoutMs: TIMEOUT_MS });
  }

  private remember(id: string, entry: Cached): void {
    this.cache.delete(id);
    this.cache.set(id, entry);
    while (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
  }

  /** Today's close is the live price: replaces a partial candle for today, or adds one. */
  private async withLivePrices(series: Map<string, ClosesSeries>, today: string): Promise<void> {
    const tokens = [...series.values()].map((s) => s.instrument_token).filter((t): t is number => t !== null);
    if (tokens.length === 0) return;
    const ticks = await this.prices.latest(tokens);
    for (const [id, s] of series) {
      const price = s.instrument_token === null ? undefined : ticks.get(s.instrument_token)?.last_price;
      if (price === undefined) continue;
      const closes = s.closes.filter(([d]) => d < today);
      closes.push([today, price]);
      series.set(id, { ...s, closes });
    }
  }
}

function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
