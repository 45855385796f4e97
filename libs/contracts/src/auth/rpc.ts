import type { CoversEvery, EmptyRequest, RpcCall, ServiceCommonRpc } from '../shared/rpc-call.js';
import type {
  AdminAuditReply,
  AdminAuditRequest,
  LimitHitReply,
  LimitHitRequest,
  LimitResetRequest,
} from './limits.js';
import { AUTH_SUBJECTS as S, type AuthSubject } from './subjects.js';
import type {
  AdminDataSummaryReply,
  AdminDataSummaryRequest,
  AdminDeleteReply,
  AdminDeleteRequest,
  AdminListReply,
  AdminUpdateRequest,
  LoginRequest,
  LogoutReply,
  LogoutRequest,
  ProfileRequest,
  RefreshRequest,
  RegisterRequest,
  RevocationsReply,
  SessionReply,
  UserReply,
  ValidateUsernameReply,
  ValidateUsernameRequest,
} from './types.js';

/** Every request/reply subject of the auth service. */
export type AuthRpc = ServiceCommonRpc<'auth'> & {
  [S.login]: RpcCall<LoginRequest, SessionReply>;
  [S.refresh]: RpcCall<RefreshRequest, SessionReply>;
  [S.logout]: RpcCall<LogoutRequest, LogoutReply>;
  [S.revocations]: RpcCall<EmptyRequest, RevocationsReply>;
  [S.profile]: RpcCall<ProfileRequest, UserReply>;
  [S.validateUsername]: RpcCall<ValidateUsernameRequest, ValidateUsernameReply>;
  [S.register]: RpcCall<RegisterRequest, UserReply>;
  [S.adminList]: RpcCall<EmptyRequest, AdminListReply>;
  [S.adminUpdate]: RpcCall<AdminUpdateRequest, UserReply>;
  [S.adminDelete]: RpcCall<AdminDeleteRequest, AdminDeleteReply>;
  [S.adminDataSummary]: RpcCall<AdminDataSummaryRequest, AdminDataSummaryReply>;
  [S.adminAudit]: RpcCall<AdminAuditRequest, AdminAuditReply>;
  [S.limitHit]: RpcCall<LimitHitRequest, LimitHitReply>;
  [S.limitReset]: RpcCall<LimitResetRequest, { reset: true }>;
};

export const AUTH_RPC_COMPLETE: CoversEvery<AuthSubject, AuthRpc> = true;
