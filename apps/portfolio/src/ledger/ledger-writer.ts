import type { EntityManager } from 'typeorm';
import type { ImportedDividend, ImportedHolding, LedgerSource, LedgerTrade } from '@app/contracts';

/** An import's valid rows, ready to store. */
export interface ImportedRows {
  trades: LedgerTrade[];
  holdings: ImportedHolding[];
  dividends: ImportedDividend[];
  /** Where the holdings came from: a Console statement unless told (Kite's holdings CSV). */
  holdingsSource?: LedgerSource;
}

export interface StoredCounts {
  trades: number;
  /** Trades skipped because the user already has their trade_id (an overlapping tradebook). */
  duplicates: number;
  holdings: number;
  dividends: number;
}

/**
 * The boundary between imports (files, previews, commits) and the ledger (trades, lots, dividends). The
 * ledger module provides it; the imports module depends only on this.
 */
export abstract class LedgerWriter {
  /**
   * Stores an import's rows inside the caller's transaction, tagged with the import so it can be undone
   * whole; trades whose (user, trade_id) is already stored are skipped and counted. Built for bulk: a
   * 100,000-row tradebook goes in a few statements, not one per row.
   */
  abstract addImported(tx: EntityManager, userId: string, importId: string, rows: ImportedRows): Promise<StoredCounts>;

  /** Removes everything one import stored (its undo), inside the caller's transaction. */
  abstract removeImport(tx: EntityManager, userId: string, importId: string): Promise<number>;

  /** Which of these trade ids the user already has: the preview's duplicate count. */
  abstract existingTradeIds(userId: string, tradeIds: readonly string[]): Promise<Set<string>>;
}
