export { LedgerHoldings } from './LedgerHoldings';
export { DividendsView } from './DividendsView';
