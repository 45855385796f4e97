import type { Instrument, MarketOverviewReply, MarketQuote, Tick } from '@app/contracts';

const TOP_MOVERS = 5;

/** Quotes of every priced instrument, and the top gainers and losers among NSE cash equities. */
export function marketOverview(
  instruments: readonly Instrument[],
  priceOf: (token: number) => Tick | undefined,
): MarketOverviewReply {
  const market_data: MarketQuote[] = [];
  const equities: MarketQuote[] = [];
  for (const i of instruments) {
    const t = priceOf(i.instrument_token);
    if (!t) continue;
    const quote = {
      ...t,
      tradingsymbol: i.tradingsymbol,
      name: i.name,
      exchange: i.exchange,
      instrument_type: i.instrument_type,
    };
    market_data.push(quote);
    // One listing per company (NSE), and neither indices nor derivatives among the movers.
    if (i.segment === 'NSE' && i.instrument_type === 'EQ') equities.push(quote);
  }
  const byChange = equities.sort((a, b) => b.change_percent - a.change_percent);
  return {
    market_data,
    top_gainers: byChange.filter((q) => q.change_percent > 0).slice(0, TOP_MOVERS),
    top_losers: byChange
      .filter((q) => q.change_percent < 0)
      .reverse()
      .slice(0, TOP_MOVERS),
  };
}
