import type { CoversEvery, RpcCall } from '../shared/rpc-call.js';
import type { PortfolioRequest } from '../portfolio/subjects.js';
import type { CorporateActionBatch, CorporateAction } from './corporate-actions.js';
import type { CorporateActionEntryDto, ImportMappingDto, IsinQueryDto, RealisedQueryDto } from './dto.js';
import {
  CORPORATE_ACTION_SUBJECTS as C,
  LEDGER_SUBJECTS as S,
  type CorporateActionSubject,
  type LedgerSubject,
  type UploadRef,
} from './subjects.js';
import type { DividendsReply, ImportPreview, ImportSummary, LedgerHolding, Lot, RealisedReply } from './types.js';

type Call<Body, Reply> = RpcCall<PortfolioRequest<Body>, Reply>;
type Query<Q, Reply> = RpcCall<PortfolioRequest & { query: Q }, Reply>;

export type LedgerRpc = {
  [S.importCreate]: Call<UploadRef, { import: ImportPreview }>;
  [S.importList]: Call<undefined, { imports: ImportSummary[] }>;
  [S.importGet]: Call<undefined, { import: ImportPreview }>;
  [S.importMap]: Call<ImportMappingDto, { import: ImportPreview }>;
  [S.importCommit]: Call<undefined, { import: ImportPreview }>;
  [S.importDelete]: Call<undefined, { import: ImportSummary }>;
  [S.holdings]: Call<undefined, { holdings: LedgerHolding[] }>;
  [S.lots]: Query<IsinQueryDto, { lots: Lot[] }>;
  [S.realised]: Query<RealisedQueryDto, RealisedReply>;
  [S.dividends]: Call<undefined, DividendsReply>;
};
export const LEDGER_RPC_COMPLETE: CoversEvery<LedgerSubject, LedgerRpc> = true;

/** Admin calls carry the admin's id for the audit trail. */
type AdminCall<Body, Reply> = RpcCall<{ userId: string; id?: string; body?: Body }, Reply>;

export type CorporateActionRpc = {
  [C.upload]: AdminCall<UploadRef, { batch: CorporateActionBatch }>;
  [C.create]: AdminCall<CorporateActionEntryDto, { batch: CorporateActionBatch }>;
  [C.apply]: AdminCall<undefined, { batch: CorporateActionBatch }>;
  [C.list]: RpcCall<{ query: IsinQueryDto }, { corporate_actions: CorporateAction[] }>;
};
export const CORPORATE_ACTION_RPC_COMPLETE: CoversEvery<CorporateActionSubject, CorporateActionRpc> = true;
