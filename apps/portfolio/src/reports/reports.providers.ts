import type { Provider } from '@nestjs/common';
import { DailyClosesClient } from '../market/daily-closes.client.js';
import { HarvestService } from './harvest/harvest.service.js';
import { LossCoverClient } from './harvest/loss-cover.client.js';
import { ReturnsService } from './returns/returns.service.js';
import { FmvTable } from './tax/fmv-table.js';
import { TaxReportService } from './tax/tax-report.service.js';

/** Returns, Tax P&L and the harvesting plan, all read from the lot ledger (LedgerService). */
export const REPORTS_PROVIDERS: Provider[] = [
  ReturnsService,
  TaxReportService,
  HarvestService,
  LossCoverClient,
  FmvTable,
  DailyClosesClient,
];
