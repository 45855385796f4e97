import type { ServiceName } from '../shared/service-names.js';

export const USER_TYPES = ['customer', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** A user as every answer shows it: never a hash, never a token. */
export interface PublicUser {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  user_type: UserType;
  /** Broker connection (admins): the broker's user id and short name. */
  user_id: string | null;
  user_shortname: string | null;
  is_active: boolean;
  created_at: string;
  last_login_at: string | null;
}

/** Claims of the access JWT the gateway verifies on every request and socket. */
export interface AccessClaims {
  sub: string;
  typ: UserType;
  /** Session (refresh-token family) id, so a logout can revoke the access token too. */
  sid: string;
  email: string;
}

/** Who is calling, as the gateway authenticated them. */
export interface Actor {
  userId: string;
  userType: UserType;
  sessionId: string;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export interface IssuedTokens {
  accessToken: string;
  accessExpiresAt: string;
  refreshToken: string;
  refreshExpiresAt: string;
  rememberMe: boolean;
}

export interface LoginRequest {
  email: string;
  password: string;
  remember_me?: boolean;
  client: ClientInfo;
}
export interface SessionReply {
  user: PublicUser;
  tokens: IssuedTokens;
}

export interface RefreshRequest {
  refreshToken: string;
  client: ClientInfo;
}

export interface LogoutRequest {
  refreshToken?: string;
  sessionId?: string;
}
export interface LogoutReply {
  revoked: boolean;
}

export interface RevokedSession {
  sessionId: string;
  /** After this instant no access token of the session can still be valid. */
  until: string;
}
export interface RevocationsReply {
  sessions: RevokedSession[];
}
export interface SessionsRevokedEvent {
  sessions: RevokedSession[];
}

export interface ProfileRequest {
  userId: string;
}
export interface UserReply {
  user: PublicUser;
}

export interface ValidateUsernameRequest {
  username: string;
}
export interface ValidateUsernameReply {
  valid: boolean;
  message: string;
  first_name: string | null;
  user_id: string | null;
}

export interface RegisterRequest {
  body: {
    email: string;
    password: string;
    first_name?: string;
    last_name?: string;
    user_type?: UserType;
  };
  actor?: Actor;
}

export interface AdminListReply {
  users: PublicUser[];
}

export interface AdminUpdateRequest {
  id: string;
  changes: {
    first_name?: string;
    last_name?: string;
    user_type?: UserType;
    is_active?: boolean;
    password?: string;
  };
  actor: Actor;
}

export interface AdminDeleteRequest {
  id: string;
  actor: Actor;
}
export interface AdminDeleteReply {
  deleted: true;
  id: string;
}

export interface AdminDataSummaryRequest {
  id: string;
}
export interface AdminDataSummaryReply {
  user: { id: string; email: string };
  services: Partial<Record<ServiceName, Record<string, number>>>;
  /** Services that did not answer; their counts are unknown. */
  unavailable: ServiceName[];
  total: number;
}
