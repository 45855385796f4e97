import type { DividendEntry } from '@app/contracts';
import { buildLedger } from '../../ledger/lot-engine.js';
import type { StoredOpening, StoredTrade } from '../../ledger/ledger-rows.js';
import type { LotAction } from '../../ledger/lot-types.js';
import { ledgerFlows, type LedgerFlows } from './ledger-flows.js';

/** The scenario specs' ledger: trades, statements and actions through the real lot rules. */
export function flowsOf(
  trades: StoredTrade[],
  opts: { openings?: StoredOpening[]; actions?: LotAction[]; dividends?: DividendEntry[] } = {},
): LedgerFlows {
  const actions = opts.actions ?? [];
  return ledgerFlows(
    buildLedger({ trades, openings: opts.openings ?? [], actions }).values(),
    opts.dividends ?? [],
    actions,
  );
}

export function receivedDividend(isin: string, exDate: string, amount: string): DividendEntry {
  return {
    id: `d-${exDate}`,
    isin,
    symbol: 'INFY',
    ex_date: exDate,
    record_date: exDate,
    quantity: '0',
    per_share: '0',
    amount,
    source: 'import',
    status: 'received',
  };
}
