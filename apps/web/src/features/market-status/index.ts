// Whether the exchanges trade, by their calendar in IST: the header badge and the status other screens read.
export { MarketStatusBadge } from './MarketStatusBadge';
export { MARKET_HOURS, MARKET_STATUS_REFRESH_MS } from './marketStatus';
export { countdownText, exchangeIn, serverNow, type StatusSnapshot } from './statusReply';
export { useMarketStatus, type MarketStatus } from './useMarketStatus';
