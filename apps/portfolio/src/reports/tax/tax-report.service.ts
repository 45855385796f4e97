import { Injectable } from '@nestjs/common';
import type { TaxExportFormat, TaxPnlExport, TaxPnlReply } from '@app/contracts';
import { LedgerClock } from '../../ledger/ledger-clock.js';
import { LedgerService } from '../../ledger/ledger.service.js';
import { buildLedger } from '../../ledger/lot-engine.js';
import { lotKeyOf } from '../../ledger/lot-key.js';
import { FmvTable } from './fmv-table.js';
import { fyStartOf, parseFy } from './indian-financial-year.js';
import { taxPnlCsv } from './tax-export-csv.js';
import { taxPnlXlsx } from './tax-export-xlsx.js';
import { taxPnlReport } from './tax-pnl-report.js';

/** Tax P&L per Indian financial year from one user's ledger, and its XLSX/CSV export. */
@Injectable()
export class TaxReportService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly clock: LedgerClock,
    private readonly fmvTable: FmvTable,
  ) {}

  async taxPnl(userId: string, fy?: string): Promise<TaxPnlReply> {
    const start = fy === undefined ? fyStartOf(this.clock.today()) : parseFy(fy);
    const input = await this.ledger.input(userId);
    const dividends = await this.ledger.received(userId, input);
    const expiries = new Map<string, string>();
    for (const t of input.trades) if (t.expiry) expiries.set(lotKeyOf(t).key, t.expiry);
    return taxPnlReport({
      histories: [...buildLedger(input).values()],
      actions: input.actions,
      dividends,
      fy: start,
      fmv: this.fmvTable.lookup,
      expiries,
    });
  }

  async exportFile(userId: string, fy: string | undefined, format: TaxExportFormat): Promise<TaxPnlExport> {
    const report = await this.taxPnl(userId, fy);
    if (format === 'csv')
      return {
        file_name: `taxpnl-${report.fy}.csv`,
        content_type: 'text/csv; charset=utf-8',
        base64: Buffer.from(taxPnlCsv(report), 'utf8').toString('base64'),
      };
    return {
      file_name: `taxpnl-${report.fy}.xlsx`,
      content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      base64: (await taxPnlXlsx(report)).toString('base64'),
    };
  }
}
