import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { istDay } from '@app/formatting';
import { LedgerWriter, type ImportedRows, type StoredCounts } from './ledger-writer.js';
import { LedgerTradesRepository } from './ledger-trades.repository.js';

/**
 * The ledger's side of imports: an import's rows go into the ledger tables tagged with the import, so
 * undo removes exactly them. Holdings become opening lots dated at their statement's date (the import's
 * day when the file gives none).
 */
@Injectable()
export class PgLedgerWriter extends LedgerWriter {
  constructor(private readonly repo: LedgerTradesRepository) {
    super();
  }

  async addImported(tx: EntityManager, userId: string, importId: string, rows: ImportedRows): Promise<StoredCounts> {
    const trades = await this.repo.insertTrades(userId, importId, rows.trades, tx);
    const holdings = await this.repo.insertOpenings(
      userId,
      importId,
      rows.holdingsSource ?? 'holdings-statement',
      rows.holdings,
      istDay(new Date())!,
      tx,
    );
    const dividends = await this.repo.insertImportedDividends(userId, importId, rows.dividends, tx);
    return { trades, duplicates: rows.trades.length - trades, holdings, dividends };
  }

  removeImport(tx: EntityManager, userId: string, importId: string): Promise<number> {
    return this.repo.removeImport(userId, importId, tx);
  }

  existingTradeIds(userId: string, tradeIds: readonly string[]): Promise<Set<string>> {
    return this.repo.existingTradeIds(userId, tradeIds);
  }
}
