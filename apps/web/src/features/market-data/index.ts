// Market Data: the live quotes table, the breadth and the top movers.
export { MarketTable } from './MarketTable';
export { MoversCard } from './MoversCard';
export {
  ALL_EXCHANGES,
  breadthOf,
  exchangesOf,
  filterQuotes,
  type MarketSortColumn,
  rankMovers,
  sortQuotes,
} from './marketRows';
