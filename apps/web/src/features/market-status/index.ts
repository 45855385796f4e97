// Whether the market is open, by the local clock, and the header badge that says so.
export { MarketStatusBadge } from './MarketStatusBadge';
export { MARKET_HOURS, MARKET_STATUS_REFRESH_MS } from './marketStatus';
