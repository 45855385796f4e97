import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** One hit (or, with `undo`, one hit taken back) on a fixed-window counter shared by every gateway. */
export interface LimitHitRequest {
  key: string;
  window_ms: number;
  change: 1 | -1;
}

/** The counter after the hit, and when its window ends (ISO). */
export interface LimitHitReply {
  hits: number;
  reset_at: string;
}

export interface LimitResetRequest {
  key: string;
}

export class LimitHitDto implements LimitHitRequest {
  // A limiter's name and the client address, e.g. "register:203.0.113.7" or "register:2001:db8::/56".
  @IsString() @MaxLength(200) @Matches(/^[a-z-]+:\S+$/, { message: 'key must be "<limit>:<client>"' }) key!: string;
  @IsInt() @Min(1000) @Max(86_400_000) window_ms!: number;
  @IsIn([1, -1], { message: 'change must be 1 or -1' }) change!: 1 | -1;
}

export class LimitResetDto implements LimitResetRequest {
  @IsString() @MaxLength(200) @Matches(/^[a-z-]+:\S+$/, { message: 'key must be "<limit>:<client>"' }) key!: string;
}

/** What an admin did that the audit keeps: today, creating a user (exempt from the registration limit). */
export const AUDIT_ACTIONS = ['user.created'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One audit entry: who (an admin) did what to whom, and when. Emails are kept as they were then. */
export interface AdminAuditEntry {
  id: string;
  action: AuditAction;
  actor_id: string;
  actor_email: string;
  target_id: string;
  target_email: string;
  target_user_type: 'customer' | 'admin';
  at: string;
}

export interface AdminAuditReply {
  entries: AdminAuditEntry[];
}

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 500';

/** GET /api/admin/audit?limit=: the newest entries first, 100 unless asked. */
export class AdminAuditQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(500, { message: LIMIT_MESSAGE })
  limit?: number;
}

export interface AdminAuditRequest {
  limit?: number;
}
