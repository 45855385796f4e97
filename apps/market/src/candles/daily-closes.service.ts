import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { DailyClosesReply, DailyClosesRequest, Instrument } from '@app/contracts';
import { LOGGER } from '@app/common';
import { InstrumentsService } from '../instruments/instruments.service.js';
import { CandlesService } from './candles.service.js';
import { KiteHistoryService } from './kite-history.service.js';

/** Instruments whose history is read at once: enough to overlap the waits, few enough to spare Kite and the pool. */
const AT_ONCE = 4;

type Series = DailyClosesReply['series'][number];

/** Daily closes of many instruments, for returns and benchmarks, from the same day candles the charts use. */
@Injectable()
export class DailyClosesService {
  constructor(
    private readonly instruments: InstrumentsService,
    private readonly candles: CandlesService,
    private readonly kite: KiteHistoryService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async closes(req: DailyClosesRequest): Promise<DailyClosesReply> {
    const resolved = await this.instruments.resolve(req.instruments);
    const series: Series[] = new Array(resolved.length);
    let next = 0;
    const worker = async () => {
      while (next < resolved.length) {
        const n = next++;
        series[n] = await this.seriesOf(resolved[n], req.from, req.to);
      }
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, resolved.length) }, worker));
    return { series, source: this.kite.enabled ? 'kite' : 'simulated' };
  }

  private async seriesOf(instrument: Instrument | null, from: string, to: string): Promise<Series> {
    if (!instrument) return { instrument_token: null, name: null, tradingsymbol: null, closes: [] };
    const base = {
      instrument_token: instrument.instrument_token,
      name: instrument.name || instrument.tradingsymbol,
      tradingsymbol: instrument.tradingsymbol,
    };
    try {
      const { days, missing } = await this.candles.dayCandlesWithGaps(instrument, from, to);
      const closes = days.map((d) => [d.day, d.close] as [string, number]);
      return missing.length > 0 ? { ...base, closes, missing } : { ...base, closes };
    } catch (e) {
      // One instrument's history failing leaves its series empty; the others still answer.
      this.logger.warn({ err: (e as Error).message, token: instrument.instrument_token }, 'daily closes unavailable');
      return { ...base, closes: [] };
    }
  }
}
