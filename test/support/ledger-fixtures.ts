import type { LedgerTrade } from '@app/contracts';
import { UnitOfWork } from '@app/common';
import { LedgerWriter, type StoredCounts } from '../../apps/portfolio/src/ledger/ledger-writer.js';
import type { PortfolioStack } from './portfolio-fixtures.js';

type TradeFields = Pick<LedgerTrade, 'trade_id' | 'isin' | 'symbol' | 'side' | 'trade_date' | 'quantity' | 'price'>;

/** A cash-equity NSE trade as a Console tradebook row becomes one: the fields a test cares about, the rest plain. */
export const equityTrade = (t: TradeFields): LedgerTrade => ({
  order_id: null,
  exchange: 'NSE',
  segment: 'EQ',
  executed_at: null,
  expiry: null,
  charges: null,
  source: 'console-tradebook',
  ...t,
});

/** Writes trades into a user's ledger as one import, the way a committed tradebook does. */
export async function storeTrades(
  pf: PortfolioStack,
  userId: string,
  importId: string,
  trades: LedgerTrade[],
): Promise<StoredCounts> {
  const portfolio = pf.stack.service('portfolio');
  const writer = portfolio.get(LedgerWriter);
  return portfolio
    .get(UnitOfWork)
    .run((tx) => writer.addImported(tx, userId, importId, { trades, holdings: [], dividends: [] }));
}
