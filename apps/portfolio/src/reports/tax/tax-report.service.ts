import { Injectable } from '@nestjs/common';
import type { TaxExportFormat, TaxPnlExport, TaxPnlReply } from '@app/contracts';

/** Tax P&L per Indian financial year from one user's ledger, and its XLSX/CSV export. */
@Injectable()
export class TaxReportService {
  taxPnl(_userId: string, _fy: string | undefined): Promise<TaxPnlReply> {
    throw new Error('tax-pnl: being built');
  }
  exportFile(_userId: string, _fy: string | undefined, _format: TaxExportFormat): Promise<TaxPnlExport> {
    throw new Error('tax-pnl export: being built');
  }
}
