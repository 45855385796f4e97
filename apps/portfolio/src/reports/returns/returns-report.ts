import type { BenchmarkReturn, ReturnPeriod, ReturnsReply } from '@app/contracts';
import { replayIntoIndex } from './benchmark-replay.js';
import type { CloseSeries } from './daily-valuation.js';
import type { LedgerFlows } from './ledger-flows.js';
import { NOTICES } from './returns-notices.js';
import { spanStart } from './return-periods.js';
import { fraction, rupees } from './span-figures.js';
import { spanReturns } from './span-returns.js';
import { Decimal } from 'decimal.js';

/** NIFTY 50's instrument token: the benchmark when the user names none. */
export const NIFTY_50 = 256265;

export interface BenchmarkSeries {
  instrument_token: number;
  name: string | null;
  closes: CloseSeries;
}

export interface ReportInput {
  period: ReturnPeriod;
  today: string;
  flows: LedgerFlows;
  /** Closes per key; null when the market service could not be asked. */
  closes: ReadonlyMap<string, CloseSeries> | null;
  benchmark: BenchmarkSeries;
  prices: ReturnsReply['prices'];
  /** Instruments (by symbol) whose history had days Kite could not give, and the first such day. */
  gaps?: { symbols: string[]; first: string };
}

/** The first day any key has money or shares moving. */
export function firstFlowDay(flows: LedgerFlows): string | null {
  let first: string | null = null;
  for (const k of flows.keys)
    for (const d of [k.flows[0]?.date, k.moves[0]?.date]) if (d && (first === null || d < first)) first = d;
  return first;
}

const empty = (
  period: ReturnPeriod,
  today: string,
  prices: ReturnsReply['prices'],
  notices: string[],
): ReturnsReply => ({
  period,
  from: today,
  to: today,
  portfolio: {
    invested: '0.00',
    withdrawn: '0.00',
    dividends: '0.00',
    value: '0.00',
    gain: '0.00',
    xirr: { xirr: null, period_return: null, days: 0, status: 'no-flows' },
    twr: null,
    nav: [],
  },
  holdings: [],
  benchmark: null,
  prices,
  notices,
});

/** The returns reply: the span from the period, the portfolio and each holding over it, and the benchmark fed the same rupees. */
export function returnsReport(input: ReportInput): ReturnsReply {
  const { period, today, flows, prices } = input;
  const notices: string[] = [];
  if (flows.derivatives > 0) notices.push(NOTICES.derivatives);
  if (flows.unknownBasisLots > 0) notices.push(NOTICES.unknownBasis(flows.unknownBasisLots));
  if (input.closes === null) notices.push(NOTICES.marketDown);
  if (input.gaps) notices.push(NOTICES.missingDays(input.gaps.symbols, input.gaps.first));
  const first = firstFlowDay(flows);
  if (first === null) return empty(period, today, prices, notices);
  const from = spanStart(period, today, first);
  const span = spanReturns({ keys: flows.keys, closes: input.closes ?? new Map(), from, to: today });
  if (span.unpriced.length > 0 && input.closes !== null) notices.push(NOTICES.unpriced(span.unpriced));
  let benchmark: BenchmarkReturn | null = null;
  if (input.closes !== null) {
    const replay = replayIntoIndex(span.days, input.benchmark.closes);
    if (replay === null) notices.push(NOTICES.noBenchmarkPrices(input.benchmark.instrument_token));
    else {
      if (replay.shortDays.length > 0) notices.push(NOTICES.benchmarkShort(replay.shortDays));
      const name = input.benchmark.name ?? `Instrument ${input.benchmark.instrument_token}`;
      benchmark = {
        instrument_token: input.benchmark.instrument_token,
        name,
        series: 'price',
        label: `${name} (price index: dividends not included)`,
        value: rupees(replay.value),
        xirr: replay.xirr,
        twr: replay.twr === null ? null : fraction(new Decimal(replay.twr)),
        nav: replay.nav,
      };
    }
  }
  return { period, from, to: today, portfolio: span.portfolio, holdings: span.holdings, benchmark, prices, notices };
}
