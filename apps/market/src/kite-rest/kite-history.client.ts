import { Injectable } from '@nestjs/common';
import type { CandleInterval } from '@app/contracts';
import { chunkRange, kiteRangeParams, type DayRange } from './history-chunks.js';
import { KiteShapeError, parseKiteCandles, type KiteCandle } from './kite-candle-rows.js';
import { KiteRestError } from '@app/kite';
import { KiteRestClient } from './kite-rest.client.js';

export interface HistoryOptions {
  /** Day candles across expired contracts (NFO and MCX futures only). */
  continuous?: boolean;
  /** Ask for open interest, the seventh column of each row. */
  oi?: boolean;
}

/** GET /instruments/historical/{token}/{interval}?from&to&continuous&oi, one request per range chunk. */
@Injectable()
export class KiteHistoryClient {
  constructor(private readonly rest: KiteRestClient) {}

  get enabled(): boolean {
    return this.rest.enabled;
  }

  /** One request: the range must be within the interval's limit (see chunkRange). */
  async chunk(
    token: number,
    interval: CandleInterval,
    range: DayRange,
    opts: HistoryOptions = {},
  ): Promise<KiteCandle[]> {
    const { from, to } = kiteRangeParams(range);
    const data = await this.rest.get('historical', `/instruments/historical/${token}/${interval}`, [
      ['from', from],
      ['to', to],
      ['continuous', opts.continuous ? '1' : '0'],
      ['oi', opts.oi ? '1' : '0'],
    ]);
    try {
      return parseKiteCandles(data);
    } catch (e) {
      if (e instanceof KiteShapeError)
        throw new KiteRestError('server', `Kite's historical answer is malformed: ${e.message}`);
      throw e;
    }
  }

  /** A range of any length: chunked within the interval's limit, oldest first. */
  async range(
    token: number,
    interval: CandleInterval,
    range: DayRange,
    opts: HistoryOptions = {},
  ): Promise<KiteCandle[]> {
    const out: KiteCandle[] = [];
    for (const part of chunkRange(range, interval)) out.push(...(await this.chunk(token, interval, part, opts)));
    return out;
  }
}
