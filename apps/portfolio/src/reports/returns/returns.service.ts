import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { ReturnsQueryDto, ReturnsReply } from '@app/contracts';
import { DomainError, LOGGER } from '@app/common';
import { DailyClosesClient, type ClosesFor } from '../../market/daily-closes.client.js';
import { LedgerClock } from '../../ledger/ledger-clock.js';
import { LedgerService } from '../../ledger/ledger.service.js';
import { buildLedger } from '../../ledger/lot-engine.js';
import type { CloseSeries } from './daily-valuation.js';
import { addDays } from './day-math.js';
import { ledgerFlows, type KeyFlows } from './ledger-flows.js';
import { spanStart } from './return-periods.js';
import { historyGaps } from './history-gaps.js';
import { NIFTY_50, firstFlowDay, returnsReport, type BenchmarkSeries } from './returns-report.js';

/**
 * Days of closes fetched before a span (its first flow's too), so a first day that is a weekend or a
 * holiday (a holdings statement's date, a Saturday trade) takes the last close before it.
 */
const LOOK_BACK_DAYS = 14;

/** XIRR, the unitised NAV and the benchmark replay for one user's ledger. */
@Injectable()
export class ReturnsService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly closes: DailyClosesClient,
    private readonly clock: LedgerClock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async returns(userId: string, q: ReturnsQueryDto): Promise<ReturnsReply> {
    const period = q.period ?? 'MAX';
    const today = this.clock.today();
    const input = await this.ledger.input(userId, today);
    const histories = buildLedger(input);
    if (q.isin && ![...histories.values()].some((h) => h.isin === q.isin)) throw DomainError.notFound('Holding');
    const dividends = await this.ledger.received(userId, input);
    const all = ledgerFlows(histories.values(), dividends, input.actions);
    const flows = q.isin ? { ...all, keys: all.keys.filter((k) => k.isin === q.isin) } : all;
    const token = q.benchmark ?? NIFTY_50;
    const first = firstFlowDay(flows);
    if (first === null)
      return returnsReport({
        period,
        today,
        flows,
        closes: new Map(),
        benchmark: { instrument_token: token, name: null, closes: [] },
        prices: 'simulated',
      });
    const from = addDays(spanStart(period, today, first), -LOOK_BACK_DAYS);
    const answer = await this.closes
      .closes(
        [...flows.keys.map(instrumentOf), { id: benchmarkId(token), instrument_token: token }],
        from,
        today,
        today,
      )
      .catch((e: Error) => {
        // The market service is down or slow: the report answers at cost rather than fail the page.
        this.logger.warn({ err: e.message }, 'daily closes unavailable for returns');
        return null;
      });
    if (answer === null) {
      const benchmark = { instrument_token: token, name: null, closes: [] };
      return returnsReport({ period, today, flows, closes: null, benchmark, prices: 'simulated' });
    }
    const closes = new Map<string, CloseSeries>(flows.keys.map((k) => [k.key, answer.series.get(k.key)?.closes ?? []]));
    // A stock held and renamed since it was last traded is listed under the symbol it trades as now.
    const named = { ...flows, keys: flows.keys.map((k) => withSymbolNow(k, answer.series.get(k.key)?.tradingsymbol)) };
    const b = answer.series.get(benchmarkId(token));
    const benchmark: BenchmarkSeries = { instrument_token: token, name: b?.name ?? null, closes: b?.closes ?? [] };
    const gaps = historyGaps([
      ...named.keys.map((k) => ({ symbol: k.symbol, missing: answer.series.get(k.key)?.missing })),
      { symbol: b?.name ?? `instrument ${token}`, missing: b?.missing },
    ]);
    return returnsReport({ period, today, flows: named, closes, benchmark, prices: answer.source, gaps });
  }
}

const benchmarkId = (token: number) => `token:${token}`;

/**
 * A stock still held is named by the symbol it trades under now (what the investor finds in the market);
 * one sold keeps the symbol it was traded under (TATAMOTORS sold in 2024, not TMPV, its name since).
 */
function withSymbolNow(k: KeyFlows, symbol: string | null | undefined): KeyFlows {
  const held = k.moves.reduce((q, m) => q + m.quantity, 0) > 1e-9;
  return held && symbol && symbol !== k.symbol ? { ...k, symbol } : k;
}

const instrumentOf = (k: KeyFlows): ClosesFor => ({
  id: k.key,
  isin: k.isin,
  exchange: k.exchange,
  tradingsymbol: k.symbol,
});
