/** What the demo investor holds on first sign-in, so every dashboard container has something to show. */
export const DEMO_POSITIONS = [
  { symbol: 'RELIANCE', token: 738561, name: 'RELIANCE INDUSTRIES', buy: 1385.5, qty: 40, type: 'BUY' },
  { symbol: 'INFY', token: 408065, name: 'INFOSYS', buy: 1702.25, qty: 30, type: 'BUY' },
  { symbol: 'TCS', token: 2953217, name: 'TATA CONSULTANCY SERV LT', buy: 3420, qty: 10, type: 'BUY' },
  { symbol: 'HDFCBANK', token: 341249, name: 'HDFC BANK', buy: 985.4, qty: 25, type: 'BUY' },
  { symbol: 'SBIN', token: 779521, name: 'STATE BANK OF INDIA', buy: 842.35, qty: 60, type: 'SELL' },
] as const;

export const DEMO_SALES = [
  { symbol: 'ITC', token: 424961, name: 'ITC', buy: 455.2, sell: 432.1, qty: 100, daysAgo: 12 },
  { symbol: 'WIPRO', token: 969473, name: 'WIPRO', buy: 268.45, sell: 251.9, qty: 200, daysAgo: 3 },
] as const;
