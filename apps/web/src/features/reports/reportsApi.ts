import type { IndicesAvailableReply } from '@app/contracts/market/messages';
import type { HarvestReply, ReturnPeriod, ReturnsReply, TaxPnlReply } from '@app/contracts/reports/types';
import { useApiData } from '../../shared/api/useApiData';

/** The reports' catalogue paths (answered `{ success, data }`, as the ledger's are). */
export const REPORT_PATHS = {
  returns: '/reports/returns',
  taxPnl: '/reports/tax-pnl',
  harvest: '/reports/harvest',
  indices: '/dashboard/available-indices',
} as const;

/** The portfolio's and the benchmark's returns over a period; the server's default index when none is picked. */
export function useReturns(period: ReturnPeriod, benchmark: number | null) {
  return useApiData<ReturnsReply>(REPORT_PATHS.returns, { query: { period, benchmark: benchmark ?? undefined } });
}

export function useTaxPnl(fy: string) {
  return useApiData<TaxPnlReply>(REPORT_PATHS.taxPnl, { query: { fy } });
}

export function useHarvest() {
  return useApiData<HarvestReply>(REPORT_PATHS.harvest);
}

/** The indices a benchmark can be picked from. */
export function useBenchmarkChoices() {
  return useApiData<IndicesAvailableReply>(REPORT_PATHS.indices);
}
