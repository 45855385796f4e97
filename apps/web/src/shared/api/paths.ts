/**
 * Catalogue paths whose cached answers more than one screen reads or refreshes. SWR keys are
 * `[path, query JSON]`, as `useApiData` builds them.
 */
export const PATHS = {
  positions: '/portfolio/manual/positions',
  sold: '/portfolio/sold-positions',
  rollovers: '/portfolio/manual/rollover-history',
  holdings: '/portfolio/holdings',
  funds: '/funds',
  orders: '/orders',
  /** Kite's net and day positions (a connected account in live mode). */
  brokerPositions: '/portfolio/positions',
  rebuy: '/rebuy/entries',
  lossCover: '/portfolio/loss-cover/positions',
  preferences: '/user/preferences',
  imports: '/imports',
  ledgerHoldings: '/ledger/holdings',
  ledgerLots: '/ledger/lots',
  dividends: '/dividends',
} as const;

/** An import's commit or undo moves the ledger: its holdings, lots and dividends. */
export const LEDGER_PATHS = [PATHS.imports, PATHS.ledgerHoldings, PATHS.ledgerLots, PATHS.dividends];

/** After a sale, square-off or rollover the open and sold lists (and the re-buy and loss views) move. */
export const SALE_PATHS = [PATHS.positions, PATHS.sold, PATHS.rollovers, PATHS.rebuy, PATHS.lossCover];
