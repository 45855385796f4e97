import type { CoversEvery, RpcCall } from '../shared/rpc-call.js';
import type { PortfolioRequest } from '../portfolio/subjects.js';
import type { HarvestQueryDto, ReturnsQueryDto, TaxPnlExportQueryDto, TaxPnlQueryDto } from './dto.js';
import { REPORT_SUBJECTS as S, type ReportSubject } from './subjects.js';
import type { HarvestReply, ReturnsReply, TaxPnlExport, TaxPnlReply } from './types.js';

type Query<Q, Reply> = RpcCall<PortfolioRequest & { query: Q }, Reply>;

export type ReportsRpc = {
  [S.returns]: Query<ReturnsQueryDto, ReturnsReply>;
  [S.taxPnl]: Query<TaxPnlQueryDto, TaxPnlReply>;
  [S.taxPnlExport]: Query<TaxPnlExportQueryDto, TaxPnlExport>;
  [S.harvest]: Query<HarvestQueryDto, HarvestReply>;
};
export const REPORTS_RPC_COMPLETE: CoversEvery<ReportSubject, ReportsRpc> = true;
